// A post (the feed), declared once: the item every /prop post answer carries and the body a create or an edit
// sends, as JSON schemas `as const` with their TypeScript types derived from them (FromSchema, type-only). The
// server validates and answers with these schemas; the portal imports only the types.
import type { FromSchema } from 'json-schema-to-ts';
import { CONTENT_ITEM_REQUIRED, contentItemProperties, nullableString } from './content-item';
import { imagesBodySchema, titledBodyProperties } from './content-body';
import { optionalObjectOf } from './schema-fragments';

export const postItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...CONTENT_ITEM_REQUIRED, 'title', 'description', 'link', 'likes'],
  properties: {
    ...contentItemProperties,
    title: { type: 'string' },
    description: { type: 'string' },
    link: nullableString,
    likes: { type: 'integer' },
  },
} as const;

/** A post as the server answers it. */
export type PostItem = FromSchema<typeof postItemSchema>;

/** The fields a create must fill (the server answers a missing one with 'All fields are required for the post'). */
export const POST_REQUIRED = ['title', 'description', 'link', 'images'] as const;

/** What creating a post takes; an edit's fields replace the stored ones. No `required`: the route's own check answers. */
export const postBodySchema = optionalObjectOf({ ...titledBodyProperties, images: imagesBodySchema });

/** The body as the server reads it: any field may be missing. */
export type PostBodyFields = FromSchema<typeof postBodySchema>;
/** POST /prop/posts (and the fields POST /prop/post/{id} may replace), as the portal's form sends it. */
export type PostBody = Required<PostBodyFields>;
