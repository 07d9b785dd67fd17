// The one reader of a static page in the API's answers (contract/pages.ts): the page in the reader's language, and a
// page's version in one language for its editor. A foreign host may send fewer fields: the portal's types keep the
// contract's fields it shows (not the draft flag or the editor's id, which the list and the server keep) and read an
// empty summary as none.
import { isLanguage } from '@contract/languages';
import type { PageSlug } from '@contract/page-drafts';
import type { PageSection, PageTranslationView, PageView as ServedPage } from '@contract/pages';
import { fieldsOf } from '@/lib/adapt';

export type PageView = Pick<ServedPage, 'title' | 'sections' | 'updated_at' | 'language'> & {
  slug: PageSlug;
  /** A lead paragraph shown under the title; absent when the page has none. */
  summary?: string;
};

/** A page's version in one language, for its editor; `exists` false: none yet, the text is the English to start from. */
export type PageVersion = Pick<PageTranslationView, 'title' | 'sections' | 'updated_at' | 'exists'> & {
  summary?: string;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function toSection(raw: unknown): PageSection {
  const fields = fieldsOf(raw);
  const items = strings(fields.items);
  return {
    heading: typeof fields.heading === 'string' ? fields.heading : '',
    paragraphs: strings(fields.paragraphs),
    ...(items.length > 0 ? { items } : {}),
  };
}

const isObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);

/** The page (keeps only the text fields); null when the item is not a page at all. */
export function toPageView(raw: unknown, slug: PageSlug): PageView | null {
  const fields = fieldsOf(raw);
  if (typeof fields.title !== 'string' || !Array.isArray(fields.sections)) return null;
  return {
    slug,
    title: fields.title,
    summary: typeof fields.summary === 'string' && fields.summary !== '' ? fields.summary : undefined,
    sections: fields.sections.filter(isObject).map(toSection),
    updated_at: typeof fields.updated_at === 'string' ? fields.updated_at : null,
    // A host that does not say has only the English.
    language: isLanguage(fields.language) ? fields.language : 'en',
  };
}

/** A version for the editor; null when the item is not one. */
export function toPageVersion(raw: unknown, slug: PageSlug): PageVersion | null {
  const page = toPageView(raw, slug);
  if (!page) return null;
  return {
    title: page.title,
    summary: page.summary,
    sections: page.sections,
    updated_at: page.updated_at,
    exists: fieldsOf(raw).exists === true,
  };
}
