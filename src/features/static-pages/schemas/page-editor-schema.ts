// The admin page editor's form: paragraphs as text split by blank lines, list items one per line.
// Messages are English keys (msg) shown through translate() by the fields; a bound's message is made in the current
// language when it is shown (t at validation time, the number as text so that English stays word for word).
import * as yup from 'yup';
import { msg, t } from '@/i18n/runtime';
import { PAGE_LIMITS, type PageDocument, type PageSection } from '@contract/page-drafts';

export interface EditorSection {
  heading: string;
  paragraphs: string;
  items: string;
}

export interface PageEditorValues {
  title: string;
  summary: string;
  sections: EditorSection[];
}

export const splitParagraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

export const splitItems = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export function toEditorValues(page: Pick<PageDocument, 'title' | 'summary' | 'sections'>): PageEditorValues {
  return {
    title: page.title,
    summary: page.summary ?? '',
    sections: page.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs.join('\n\n'),
      items: (section.items ?? []).join('\n'),
    })),
  };
}

export function toSections(sections: EditorSection[]): PageSection[] {
  return sections.map((section) => {
    const items = splitItems(section.items);
    return {
      heading: section.heading.trim(),
      paragraphs: splitParagraphs(section.paragraphs),
      ...(items.length ? { items } : {}),
    };
  });
}

const sectionSchema = yup.object({
  heading: yup
    .string()
    .trim()
    .required(msg('Each section needs a heading.'))
    .max(PAGE_LIMITS.headingMax, () =>
      t('A heading can have at most {{max}} characters.', { max: String(PAGE_LIMITS.headingMax) }),
    ),
  paragraphs: yup
    .string()
    .default('')
    .test(
      'paragraph-length',
      () => t('A paragraph can have at most {{max}} characters.', { max: String(PAGE_LIMITS.paragraphMax) }),
      (value) => splitParagraphs(value ?? '').every((part) => part.length <= PAGE_LIMITS.paragraphMax),
    )
    .test(
      'paragraph-count',
      () =>
        t('A section can have at most {{max}} paragraphs.', {
          max: String(PAGE_LIMITS.paragraphsPerSectionMax),
        }),
      (value) => splitParagraphs(value ?? '').length <= PAGE_LIMITS.paragraphsPerSectionMax,
    )
    .test('not-empty', msg('Each section needs at least one paragraph or list item.'), (value, context) => {
      const items = (context.parent as EditorSection).items ?? '';
      return splitParagraphs(value ?? '').length > 0 || splitItems(items).length > 0;
    }),
  items: yup
    .string()
    .default('')
    .test(
      'item-length',
      () => t('A list item can have at most {{max}} characters.', { max: String(PAGE_LIMITS.itemMax) }),
      (value) => splitItems(value ?? '').every((line) => line.length <= PAGE_LIMITS.itemMax),
    )
    .test(
      'item-count',
      () =>
        t('A section can have at most {{max}} list items.', { max: String(PAGE_LIMITS.itemsPerSectionMax) }),
      (value) => splitItems(value ?? '').length <= PAGE_LIMITS.itemsPerSectionMax,
    ),
});

export const pageEditorSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(msg('The page needs a title.'))
    .max(PAGE_LIMITS.titleMax, () =>
      t('The title can have at most {{max}} characters.', { max: String(PAGE_LIMITS.titleMax) }),
    ),
  summary: yup
    .string()
    .default('')
    .max(PAGE_LIMITS.summaryMax, () =>
      t('The summary can have at most {{max}} characters.', { max: String(PAGE_LIMITS.summaryMax) }),
    ),
  sections: yup
    .array(sectionSchema)
    .required()
    .min(1, msg('The page needs at least one section.'))
    .max(PAGE_LIMITS.sectionsMax, () =>
      t('A page can have at most {{max}} sections.', { max: String(PAGE_LIMITS.sectionsMax) }),
    ),
});
