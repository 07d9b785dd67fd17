// JSON schemas shared by the content routes (posts, tools, opportunities, events, products).
import { envelopeSchema, errorSchema, pageMetaSchema } from '../lib/envelope';

export const nullableString = { type: ['string', 'null'] } as const;

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
    description: 'extension: case-insensitive search in the title (name for tools)',
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

export const authorSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    name: nullableString,
    first_name: nullableString,
    last_name: nullableString,
    registered_name: nullableString,
    industry: nullableString,
    photo: nullableString,
    logo: nullableString,
    expertise: nullableString,
    area: nullableString,
    category: nullableString,
    sector: nullableString,
    availability: {
      type: ['object', 'null'],
      description: "extension: a creative author's own availability (status full time, part time or contract, remote); null for other kinds",
      properties: { status: nullableString, remote: { type: ['boolean', 'null'] } },
    },
  },
} as const;

export const imagesSchema = { type: 'array', items: { type: 'string' } } as const;

export const imageVariantsSchema = {
  type: 'array',
  description:
    'image_variants[i] lists the WebP variants of images[i] (empty for external images), for srcset',
  items: {
    type: 'array',
    items: { type: 'object', properties: { url: { type: 'string' }, width: { type: 'integer' } } },
  },
} as const;

/** Body schema for a list of image URLs: a single string is coerced into a one-item list. */
export const imagesBodySchema = {
  type: 'array',
  maxItems: 10,
  items: { type: 'string', maxLength: 2000 },
} as const;

export const metaProperty = { meta: pageMetaSchema } as const;

/** The common columns of every content item, to spread into an item schema's properties. */
export const contentItemProperties = {
  id: { type: 'integer' },
  images: imagesSchema,
  image_variants: imageVariantsSchema,
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  author: authorSchema,
} as const;

export const listOf = (item: object) => ({ type: 'array', items: item }) as const;
export const nested = (inner: object) => ({ type: 'object', properties: { data: inner } }) as const;

/** A list query: the paging extension and a resource's own filters. */
export const listQuerySchema = <Filters extends object>(filters: Filters) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { ...listQueryProperties, ...filters },
  }) as const;

/** The answers of a content resource's routes, around `data` (the list, or the item, as the resource nests it). */
export const listResponse = (data: object) =>
  ({ 200: envelopeSchema(data, metaProperty), 400: errorSchema }) as const;
export const ownListResponse = (data: object) =>
  ({ ...listResponse(data), 401: errorSchema, 403: errorSchema }) as const;
export const getResponse = (data: object) =>
  ({ 200: envelopeSchema(data), 400: errorSchema, 404: errorSchema }) as const;
/** A create's answers: 429 when the account is over its publishing limit (plugins/publish-limit.ts). */
export const createResponse = (data: object) =>
  ({ 201: envelopeSchema(data), 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema }) as const;

/** The text every created item has: title, description and link, bounded. */
export const titledBodyProperties = {
  title: { type: 'string', maxLength: 200 },
  description: { type: 'string', maxLength: 5000 },
  link: { type: 'string', maxLength: 2000 },
} as const;

/** An item's title, description and link as answered (posts and products: the link may be null). */
export const titledItemProperties = {
  title: { type: 'string' },
  description: { type: 'string' },
  link: { type: 'string' },
} as const;

/** The West Africa Time date and time an event or opportunity was entered with: as answered, and as sent. */
export const enteredDateTimeProperties = {
  date: { type: 'string', description: 'YYYY-MM-DD in West Africa Time' },
  time: { type: 'string', description: 'HH:MM in West Africa Time' },
} as const;
export const dateTimeBodyProperties = {
  date: { type: 'string', maxLength: 40 },
  time: { type: 'string', maxLength: 20 },
} as const;

/** The answers of an author's edit (issue 14): the item as the resource's other answers give it, or why not. */
export const editResponse = (data: object) =>
  ({ 200: envelopeSchema(data), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }) as const;

const EDIT_RULES =
  "The item's author only (403 'You can only change your own content.' for anyone else, admins included; 404 when " +
  "it is gone); the creation's fields, rules and messages; 200 'Updated successfully.' with the item. Images the " +
  'edit drops that nothing else shows are removed.';

/** An author's edit of one content item, with the creation's body schema. */
export const editSchema = <Body extends object, Data extends object>(tag: string, summary: string, body: Body, data: Data) =>
  ({ tags: [tag], summary, description: EDIT_RULES, params: idParamsSchema, body, response: editResponse(data) }) as const;
