// A tool (partner offer), declared once: the item every /prop/tool answer carries and the body a create or an edit
// sends, as JSON schemas `as const` with their TypeScript types derived from them (FromSchema, type-only). The
// server validates and answers with these schemas; the portal imports only the types.
import type { FromSchema } from 'json-schema-to-ts';
import { contentItemProperties } from './content-item';
import { TOOL_PRICES, TOOL_TYPES } from './options';
import { titledBodyProperties, imagesBodySchema } from './content-body';
import { anyString, type BodyWith, nullableString, objectOf, optionalObjectOf } from './schema-fragments';

export const toolItemSchema = objectOf({
  ...contentItemProperties,
  name: anyString,
  description: anyString,
  link: anyString,
  sector: anyString,
  offer: anyString,
  type: nullableString,
  price: nullableString,
  category: nullableString,
});

/** A tool as the server answers it. */
export type ToolItem = FromSchema<typeof toolItemSchema>;

/** The fields a create must fill (the server answers a missing one with 'All fields are required'). */
export const TOOL_REQUIRED = ['name', 'description', 'link', 'images', 'sector', 'offer'] as const;

/** What creating a tool takes, and what a PUT takes to replace one. No `required`: the route's own check answers. */
export const toolBodySchema = optionalObjectOf({
  // A tool's title is its name.
  name: titledBodyProperties.title,
  description: titledBodyProperties.description,
  link: titledBodyProperties.link,
  images: imagesBodySchema,
  sector: { type: 'string', maxLength: 100 },
  offer: { type: 'string', maxLength: 200 },
  type: { type: ['string', 'null'], enum: [...TOOL_TYPES, '', null] },
  price: { type: ['string', 'null'], enum: [...TOOL_PRICES, '', null] },
  category: { type: ['string', 'null'], maxLength: 100 },
});

/** The body as the server reads it: any field may be missing. */
export type ToolBodyFields = FromSchema<typeof toolBodySchema>;
/** POST /prop/tool and PUT /prop/tool/{id} (approved partners), as the portal's form sends it. */
export type ToolBody = BodyWith<ToolBodyFields, typeof TOOL_REQUIRED>;
