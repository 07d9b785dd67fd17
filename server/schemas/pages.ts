// JSON schemas of the static pages and interest registrations (extensions beyond the spec's API), and the body
// and query types derived from them.
import type { FromSchema } from 'json-schema-to-ts';
import { PAGE_LIMITS, PAGE_SLUGS } from '../../contract/page-drafts';
import {
  pageListItemSchema,
  pageRevisionSchema,
  pageTranslationItemSchema,
  pageTranslationSchema,
  pageViewSchema,
  TRANSLATION_LANGUAGES,
} from '../../contract/pages';
import { INTEREST_KINDS, interestBodySchema, interestRegistrationSchema } from '../../contract/interest';
import { envelopeSchema, errorSchema, pageMetaSchema, errorAnswers } from '../lib/envelope';
import { LANGUAGES } from '../../contract/languages';
import { listOf, nested } from './content';

/** Short public caching: visitors see an admin's edit within this many seconds; ETag revalidates cheaply. */
export const PAGE_MAX_AGE_SECONDS = 30;

const EXT = "extension: not part of the spec's API (issue 6).";

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

const sectionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['heading', 'paragraphs'],
  properties: {
    heading: text(PAGE_LIMITS.headingMax),
    paragraphs: {
      type: 'array',
      maxItems: PAGE_LIMITS.paragraphsPerSectionMax,
      items: text(PAGE_LIMITS.paragraphMax),
    },
    items: { type: 'array', maxItems: PAGE_LIMITS.itemsPerSectionMax, items: text(PAGE_LIMITS.itemMax) },
  },
} as const;

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', maxLength: 64, description: PAGE_SLUGS.join(', ') } },
} as const;

const translationParams = {
  type: 'object',
  required: ['slug', 'language'],
  properties: {
    slug: slugParams.properties.slug,
    language: {
      type: 'string',
      enum: [...TRANSLATION_LANGUAGES],
      description:
        "A language other than English (English is the page's main version: PUT /prop/pages/{slug}).",
    },
  },
} as const;

const pagingQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  limit: { type: 'integer', minimum: 1, maximum: 100 },
} as const;

/** An answer listing these items: { data: { data: [...] } }. */
const itemList = <Item extends object>(item: Item) => envelopeSchema(nested(listOf(item)));

export const listPagesSchema = {
  tags: ['pages'],
  summary: 'List the editable static pages',
  description: `${EXT} Slugs, titles and draft flags of the static pages (vision-mission, eight-point-plan, about, privacy, terms, faq, funding, license).`,
  response: {
    200: itemList(pageListItemSchema),
  },
} as const;

export const getPageSchema = {
  tags: ['pages'],
  summary: 'Read a static page',
  description:
    `${EXT} Public. The page as plain-text sections: { slug, title, summary, sections: [{ heading, paragraphs[], items? }], updated_at, updated_by, draft }. ` +
    `Cached for ${PAGE_MAX_AGE_SECONDS} s with an ETag; send If-None-Match to get 304 when unchanged.`,
  params: slugParams,
  response: {
    200: envelopeSchema(pageViewSchema),
    304: {
      description: 'Not Modified: the page is unchanged since the ETag sent in If-None-Match (no body).',
    },
    404: errorSchema,
  },
} as const;

const pageEditBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'sections'],
  properties: {
    title: text(PAGE_LIMITS.titleMax),
    summary: { type: ['string', 'null'], maxLength: PAGE_LIMITS.summaryMax },
    sections: { type: 'array', minItems: 1, maxItems: PAGE_LIMITS.sectionsMax, items: sectionSchema },
  },
} as const;

export const editPageSchema = {
  tags: ['pages'],
  summary: 'Edit a static page (admin)',
  description:
    `${EXT} Admin only. Replaces the page's title, summary and sections (at most ${PAGE_LIMITS.sectionsMax} sections; headings up to ` +
    `${PAGE_LIMITS.headingMax} characters, paragraphs up to ${PAGE_LIMITS.paragraphMax}). Plain text only: it is always rendered as text. ` +
    'Records a revision and an audit entry.',
  security: [{ token: [] }],
  params: slugParams,
  body: pageEditBody,
  response: {
    200: envelopeSchema(pageViewSchema),
    ...errorAnswers(400, 401, 403, 404),
  },
} as const;

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export const listTranslationsSchema = {
  tags: ['pages'],
  summary: "A static page's versions in other languages (admin)",
  description: `${EXT} Admin only (issue 17). { data: [{ language, title, updated_at }] }: the languages besides English this page has its own version in.`,
  security: [{ token: [] }],
  params: slugParams,
  response: {
    200: itemList(pageTranslationItemSchema),
    ...adminErrors,
  },
} as const;

export const getTranslationSchema = {
  tags: ['pages'],
  summary: "Read a static page's version in one language (admin)",
  description:
    `${EXT} Admin only (issue 17). { slug, language, exists, title, summary, sections, updated_at, updated_by }; without a version in ` +
    'that language yet, exists is false and the text is the English one (the editor starts from it).',
  security: [{ token: [] }],
  params: translationParams,
  response: { 200: envelopeSchema(pageTranslationSchema), ...adminErrors },
} as const;

export const editTranslationSchema = {
  tags: ['pages'],
  summary: "Edit a static page's version in one language (admin)",
  description:
    `${EXT} Admin only (issue 17). Creates or replaces the page's version in pcm, ha, yo or ig, with the same body, bounds and plain-text ` +
    'rule as PUT /prop/pages/{slug}; readers asking for that language (?lang=, Accept-Language) get it from then on. ' +
    'Records a revision (with its language) and an audit entry. English stays the main version.',
  security: [{ token: [] }],
  params: translationParams,
  body: pageEditBody,
  response: { 200: envelopeSchema(pageTranslationSchema), ...adminErrors },
} as const;

export const deleteTranslationSchema = {
  tags: ['pages'],
  summary: "Remove a static page's version in one language (admin)",
  description: `${EXT} Admin only (issue 17). Readers in that language see the English version again. 404 when the page has no version there.`,
  security: [{ token: [] }],
  params: translationParams,
  response: { 200: envelopeSchema({ type: 'null' }), ...adminErrors },
} as const;

export const revisionsSchema = {
  tags: ['pages'],
  summary: 'Revision history of a static page (admin)',
  description: `${EXT} Admin only. Newest first: { id, slug, language, editor_id, editor_email, created_at, previous, next } where previous/next are { title, body }. Default 20 per page. language (default en) picks the version: English or one of its translations.`,
  security: [{ token: [] }],
  params: slugParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pagingQuery, language: { type: 'string', enum: [...LANGUAGES] } },
  },
  response: {
    200: envelopeSchema(
      {
        type: 'object',
        properties: { data: { type: 'array', items: pageRevisionSchema } },
      },
      { meta: pageMetaSchema },
    ),
    ...errorAnswers(400, 401, 403, 404),
  },
} as const;

export const registerInterestSchema = {
  tags: ['interest'],
  summary: 'Register interest in a coming service',
  description:
    `${EXT} Public. Stores { name, email, phone?, interest: 'ip-securitization', message? }; one registration per e-mail and interest ` +
    '(a repeat updates it and answers the same). Rate-limited per IP (30 per 15 minutes) and per e-mail (5 per hour).',
  body: interestBodySchema,
  response: {
    200: envelopeSchema({ type: 'object', properties: { interest: { type: 'string' } } }),
    400: errorSchema,
    429: errorSchema,
  },
} as const;

export const listInterestSchema = {
  tags: ['interest'],
  summary: 'List interest registrations (admin)',
  description: `${EXT} Admin only. { data: { data: [{ id, name, email, phone, interest, message, submissions, created_at, updated_at }], count } }, newest first; optional interest, q (name or e-mail), page and limit (default 100).`,
  security: [{ token: [] }],
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...pagingQuery,
      interest: { type: 'string', enum: [...INTEREST_KINDS] },
      q: { type: 'string', maxLength: 100 },
    },
  },
  response: {
    200: envelopeSchema(
      {
        type: 'object',
        properties: {
          data: listOf(interestRegistrationSchema),
          count: { type: 'integer' },
        },
      },
      { meta: pageMetaSchema },
    ),
    ...errorAnswers(400, 401, 403),
  },
} as const;

export type TranslationParams = FromSchema<typeof translationParams>;
export type PageEditBody = FromSchema<typeof pageEditBody>;
