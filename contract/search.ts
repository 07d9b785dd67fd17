// The site search (issue 35 section 1; docs/search.md): GET /clap/prop/public/search?q=&kind=&page= answers the
// matches of one query grouped by kind, each group with its own paging. JSON schemas `as const` with their types
// derived from them (FromSchema, type-only). No imports beyond the contract folder: the server and the portal both read
// this file.
import type { FromSchema } from 'json-schema-to-ts';
import { pageMetaSchema } from './paging';

/** The kinds a site search groups its results by, in the order the page shows them. */
export const SEARCH_KINDS = [
  'people',
  'posts',
  'products',
  'tools',
  'opportunities',
  'trainings',
  'calls',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest query a search accepts (a longer one is refused with 400). */
export const SEARCH_QUERY_MAX = 100;
/** Results per group and page. */
export const SEARCH_PAGE_SIZE = 5;
/** A search (the site search's groups and every list's `q`) counts at most this many matches and pages through
 * only its first this many: counting every match of a common word cost seconds at the national scale
 * (docs/search.md). So a search's `meta.total` of SEARCH_TOTAL_MAX means "this many or more" (the portal shows
 * "1,000+"); an unsearched list's total is exact. The site search's last page (200 of 5) ends at it. */
export const SEARCH_TOTAL_MAX = 1_000;

/** One result: enough to show and link it. `person` is the account kind of a person (null for the other kinds). */
export const searchHitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id', 'title', 'subtitle', 'person', 'created_at'],
  properties: {
    kind: { type: 'string', enum: SEARCH_KINDS },
    id: { type: 'integer' },
    /** The title, or a person's name. */
    title: { type: 'string' },
    /** A second line: the author of an item, a person's category or sector (null when there is none). */
    subtitle: { type: ['string', 'null'] },
    person: { type: ['string', 'null'], enum: ['creative', 'business', 'partner', null] },
    created_at: { type: 'string' },
  },
} as const;
export type SearchHit = FromSchema<typeof searchHitSchema>;

/** One kind's page of results and how many there are in all. */
export const searchGroupSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'items', 'meta'],
  properties: {
    kind: { type: 'string', enum: SEARCH_KINDS },
    items: { type: 'array', items: searchHitSchema },
    meta: pageMetaSchema,
  },
} as const;
export type SearchGroup = FromSchema<typeof searchGroupSchema>;

/** The answer's data: without `kind` the first page of every group (empty ones included), with it that group's page. */
export const searchResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['q', 'groups'],
  properties: {
    q: { type: 'string' },
    groups: { type: 'array', items: searchGroupSchema },
  },
} as const;
export type SearchResult = FromSchema<typeof searchResultSchema>;
