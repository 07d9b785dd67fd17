// The columns every content item (post, product, tool, opportunity, event) is answered with, as JSON schema pieces
// `as const`: each resource's item schema (contract/<resource>.ts) spreads them, the server's route schemas answer
// with them, and the TypeScript types are derived from them (FromSchema, type-only). No runtime imports.
import type { FromSchema } from 'json-schema-to-ts';
import { authorSchema } from './authors';

// Where the content schemas have long imported it from.
export { nullableString } from './schema-fragments';

export const imagesSchema = { type: 'array', items: { type: 'string' } } as const;

export const imageVariantsSchema = {
  type: 'array',
  description:
    'image_variants[i] lists the WebP variants of images[i] (empty for external images), for srcset',
  items: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'width'],
      properties: { url: { type: 'string' }, width: { type: 'integer' } },
    },
  },
} as const;

/** The common columns of every content item, to spread into an item schema's properties. */
export const contentItemProperties = {
  id: { type: 'integer' },
  images: imagesSchema,
  image_variants: imageVariantsSchema,
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  author: authorSchema,
} as const;

/** An item's title, description and link as answered (posts and products: the link may be null). */
export const titledItemProperties = {
  title: { type: 'string' },
  description: { type: 'string' },
  link: { type: 'string' },
} as const;

/** The West Africa Time date and time an event or opportunity was entered with: as answered. */
export const enteredDateTimeProperties = {
  date: { type: 'string', description: 'YYYY-MM-DD in West Africa Time' },
  time: { type: 'string', description: 'HH:MM in West Africa Time' },
} as const;

/** The common columns the server always sends (a missing required field would fail the answer's serialisation). */
export const CONTENT_ITEM_REQUIRED = [
  'id',
  'images',
  'image_variants',
  'created_at',
  'updated_at',
  'author',
] as const;

export const contentItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: CONTENT_ITEM_REQUIRED,
  properties: contentItemProperties,
} as const;

/** What every content item has in common. */
export type ContentItem = FromSchema<typeof contentItemSchema>;
