// JSON schema of the site search (issue 35 section 1, docs/search.md; an extension under the `search` capability),
// around the shapes declared in contract/search.ts.
import {
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_TOTAL_MAX,
  searchResultSchema,
} from '../../contract/search';
import { envelopeSchema, errorAnswers } from '../lib/envelope';

/** The deepest page of one group (a search is for finding, not for walking the whole portal): 200, the last one
 * within the SEARCH_TOTAL_MAX matches a search reaches. */
export const SEARCH_PAGE_MAX = SEARCH_TOTAL_MAX / SEARCH_PAGE_SIZE;

export const siteSearchSchema = {
  tags: ['search'],
  summary: 'Site search: people, posts, products, tools, opportunities, trainings and calls matching q',
  description:
    'extension (issue 35, capability `search`). Every word of q must match a title or name, in any order, ignoring ' +
    'case, tone marks and underdots, Hausa hooked letters (ɓ ɗ ƙ ƴ as b d k y), and tolerating a typo; each group ' +
    'is ranked by relevance, then recency. Without kind: the first page of every group (empty ones included); with ' +
    'kind: that group, paged by page. Only what the public lists show is found.',
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['q'],
    properties: {
      q: { type: 'string', minLength: 1, maxLength: SEARCH_QUERY_MAX },
      kind: { type: 'string', enum: SEARCH_KINDS },
      page: { type: 'integer', minimum: 1, maximum: SEARCH_PAGE_MAX },
    },
  },
  response: {
    200: envelopeSchema(searchResultSchema),
    ...errorAnswers(400),
  },
} as const;
