// The editable static pages (issue 6, their languages: issue 17) as the server answers them: a page in the reader's
// language, a page's version in one language for its editor. Declared once: the server's answer schemas
// (server/schemas/pages.ts), the repository's views (server/repositories/pages.ts) and the portal's types use them.
import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from './languages';
import { isDraftPage, MINISTRY_PLACEHOLDER, PAGE_DRAFTS, PAGE_SLUGS, type PageSlug } from './page-drafts';
import { anyInteger, anyString, nullableInteger, nullableString, objectOf } from './schema-fragments';

/** The languages a page may have a version in besides English (its main version). */
export const TRANSLATION_LANGUAGES = ['pcm', 'ha', 'yo', 'ig'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** A headed section of plain-text paragraphs and, optionally, list items (never HTML). */
const strings = { type: 'array', items: anyString } as const;
export const pageSectionSchema = objectOf({ heading: anyString, paragraphs: strings }, { items: strings });
export type PageSection = FromSchema<typeof pageSectionSchema>;

const sections = { type: 'array', items: pageSectionSchema } as const;

/** The flag the portal's navigation and the sitemap read. */
export const pageDraftSchema = {
  type: 'boolean',
  description: `True while the text still holds '${MINISTRY_PLACEHOLDER}': the portal hides the page from its navigation and the sitemap leaves it out.`,
} as const;

/** GET /prop/pages/{slug} and the English edit's answer. */
export const pageViewSchema = objectOf({
  slug: anyString,
  title: anyString,
  summary: nullableString,
  sections,
  updated_at: nullableString,
  updated_by: nullableInteger,
  draft: pageDraftSchema,
  language: {
    type: 'string',
    enum: [...LANGUAGES],
    description:
      "The language of title, summary and sections: the request's (?lang=, Accept-Language) when the page has a version in it, else 'en' (the main version).",
  },
});
export type PageView = FromSchema<typeof pageViewSchema>;

/** A page nobody has edited yet: its bundled draft, in English (what the server answers, and the mocks give). */
export function draftPageView(slug: PageSlug): PageView {
  const draft = PAGE_DRAFTS[slug];
  return {
    slug,
    title: draft.title,
    summary: draft.summary ?? null,
    sections: draft.sections,
    updated_at: null,
    updated_by: null,
    draft: isDraftPage(draft),
    language: 'en',
  };
}

/** GET and PUT /prop/pages/{slug}/translations/{language}: `exists` false means no version yet (the text is the English). */
export const pageTranslationSchema = objectOf({
  slug: anyString,
  language: { type: 'string', enum: [...TRANSLATION_LANGUAGES] },
  exists: {
    type: 'boolean',
    description:
      'False when the page has no version in this language yet: the text is then the English, to start from.',
  },
  title: anyString,
  summary: nullableString,
  sections,
  updated_at: nullableString,
  updated_by: nullableInteger,
});
export type PageTranslationView = FromSchema<typeof pageTranslationSchema>;

/** GET /prop/pages: a page of the list (the navigation and the sitemap read `draft`). */
export const pageListItemSchema = objectOf({
  slug: { type: 'string', enum: [...PAGE_SLUGS] },
  title: anyString,
  updated_at: nullableString,
  draft: pageDraftSchema,
});
export type PageListItem = FromSchema<typeof pageListItemSchema>;

/** GET /prop/pages/{slug}/translations: a language the page has its own version in, and when it last changed. */
export const pageTranslationItemSchema = objectOf({
  language: { type: 'string', enum: [...TRANSLATION_LANGUAGES] },
  title: anyString,
  updated_at: anyString,
});
export type PageTranslationItem = FromSchema<typeof pageTranslationItemSchema>;

/** A version's text as a revision records it: the title and the body (summary and sections). */
export const pageContentSchema = objectOf({
  title: anyString,
  // Not objectOf: the optional summary comes before the required sections.
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['sections'],
    properties: { summary: anyString, sections },
  },
});
export type PageContent = FromSchema<typeof pageContentSchema>;

/** GET /prop/pages/{slug}/revisions: one change of a version, newest first; `previous` is null for the first. */
export const pageRevisionSchema = objectOf({
  id: anyInteger,
  slug: anyString,
  language: { type: 'string', enum: [...LANGUAGES] },
  editor_id: nullableInteger,
  editor_email: nullableString,
  created_at: anyString,
  previous: { anyOf: [pageContentSchema, { type: 'null' }] },
  next: pageContentSchema,
});
export type PageRevision = FromSchema<typeof pageRevisionSchema>;
