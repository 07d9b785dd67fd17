// JSON schemas shared by the content routes (posts, tools, opportunities, events, products).
import { envelopeSchema, errorSchema, pageMetaSchema, errorAnswers } from '../lib/envelope';

// The item pieces and the body pieces are declared in contract/ (the portal's types derive from them too).
export { authorSchema } from '../../contract/authors';
export {
  contentItemProperties,
  enteredDateTimeProperties,
  imageVariantsSchema,
  imagesSchema,
  nullableString,
  titledItemProperties,
} from '../../contract/content-item';
export { dateTimeBodyProperties, imagesBodySchema, titledBodyProperties } from '../../contract/content-body';

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** page, limit, offset, q, author_id, exclude, random: the optional paging extension. */
export const listQueryProperties = {
  page: {
    type: 'integer',
    minimum: 1,
    maximum: 100000,
    description: 'extension: page number (1-based); with limit or q the response carries meta',
  },
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: 100,
    description: 'extension: page size, 1..100 (default 20 when paging)',
  },
  offset: {
    type: 'integer',
    minimum: 0,
    maximum: 2000000,
    description:
      'extension: skip this many items instead of whole pages (overrides page); the feed loads 12, then 5 at a time',
  },
  q: {
    type: 'string',
    maxLength: 100,
    description:
      'extension: search in the title (name for tools): every word, in any order, ignoring case and tone marks, tolerant of a typo; ranked by relevance then recency',
  },
  author_id: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
    description: 'extension: only items by this author',
  },
  exclude: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
    description: 'extension: leave out this item id (other offers by the same author)',
  },
  random: {
    type: 'boolean',
    description:
      'extension: random order, only together with author_id (e.g. 2 other offers by the same author)',
  },
} as const;

export const metaProperty = { meta: pageMetaSchema } as const;

export const listOf = <Item extends object>(item: Item) => ({ type: 'array', items: item }) as const;
export const nested = <Inner extends object>(inner: Inner) =>
  ({ type: 'object', properties: { data: inner } }) as const;

/** A list query: the paging extension and a resource's own filters. */
export const listQuerySchema = <const Filters extends object>(filters: Filters) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { ...listQueryProperties, ...filters },
  }) as const;

/** The answers of a content resource's routes, around `data` (the list, or the item, as the resource nests it). */
export const listResponse = <Data extends object>(data: Data) =>
  ({ 200: envelopeSchema(data, metaProperty), 400: errorSchema }) as const;
export const ownListResponse = <Data extends object>(data: Data) =>
  ({ ...listResponse(data), 401: errorSchema, 403: errorSchema }) as const;
export const getResponse = <Data extends object>(data: Data) =>
  ({ 200: envelopeSchema(data), 400: errorSchema, 404: errorSchema }) as const;
/** A create's answers: 429 when the account is over its publishing limit (plugins/publish-limit.ts). */
export const createResponse = <Data extends object>(data: Data) =>
  ({
    201: envelopeSchema(data),
    ...errorAnswers(400, 401, 403, 429),
  }) as const;

/** The answers of an author's edit (issue 14): the item as the resource's other answers give it, or why not. */
export const editResponse = <Data extends object>(data: Data) =>
  ({
    200: envelopeSchema(data),
    ...errorAnswers(400, 401, 403, 404),
  }) as const;

const EDIT_RULES =
  "The item's author only (403 'You can only change your own content.' for anyone else, admins included; 404 when " +
  "it is gone); the creation's fields, rules and messages; 200 'Updated successfully.' with the item. Images the " +
  'edit drops that nothing else shows are removed.';

/** A route's words in the OpenAPI document: its summary and, where it needs one, a description. */
interface RouteTexts {
  summary: string;
  description?: string;
}

/** The four routes every content resource has, around its item (as the resource nests it) and its body. */
export const listSchema = <Query extends object, Data extends object>(
  tag: string,
  texts: RouteTexts,
  querystring: Query,
  data: Data,
) => ({ tags: [tag], ...texts, querystring, response: listResponse(data) }) as const;
export const ownListSchema = <Query extends object, Data extends object>(
  tag: string,
  texts: RouteTexts,
  querystring: Query,
  data: Data,
) => ({ tags: [tag], ...texts, querystring, response: ownListResponse(data) }) as const;
export const getSchema = <Data extends object>(tag: string, texts: RouteTexts, data: Data) =>
  ({ tags: [tag], ...texts, params: idParamsSchema, response: getResponse(data) }) as const;
export const createSchema = <Body extends object, Data extends object>(
  tag: string,
  texts: RouteTexts,
  body: Body,
  data: Data,
) => ({ tags: [tag], ...texts, body, response: createResponse(data) }) as const;

/** An author's edit of one content item, with the creation's body schema. */
export const editSchema = <Body extends object, Data extends object>(
  tag: string,
  summary: string,
  body: Body,
  data: Data,
) =>
  ({
    tags: [tag],
    summary,
    description: EDIT_RULES,
    params: idParamsSchema,
    body,
    response: editResponse(data),
  }) as const;
