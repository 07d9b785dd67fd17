// A product (the marketplace), declared once: the item every /prop product answer carries (the details add the
// seller's WhatsApp number) and the body a create or an edit sends, as JSON schemas `as const` with their TypeScript
// types derived from them (FromSchema, type-only). The server validates and answers with these schemas; the portal
// imports only the types.
import type { FromSchema } from 'json-schema-to-ts';
import { CONTENT_ITEM_REQUIRED, contentItemProperties, nullableString } from './content-item';
import { imagesBodySchema, titledBodyProperties } from './content-body';
import { productSellerSchema } from './profile-portfolio';
import { type BodyWith, optionalObjectOf } from './schema-fragments';

/** The highest price (whole naira) and quantity a product may have. */
export const MAX_PRICE = 1_000_000_000;
export const MAX_QUANTITY = 1_000_000;

export const productItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...CONTENT_ITEM_REQUIRED,
    'title',
    'name',
    'description',
    'link',
    'category',
    'price',
    'quantity',
    'type',
  ],
  properties: {
    ...contentItemProperties,
    title: { type: 'string' },
    name: { type: 'string', description: 'the same as title' },
    description: { type: 'string' },
    link: nullableString,
    category: { type: 'string', description: 'product, service or content' },
    price: { type: 'integer', description: 'whole naira' },
    quantity: { type: 'integer' },
    type: nullableString,
  },
} as const;

/** A product as the lists, a create and an edit answer it. */
export type ProductItem = FromSchema<typeof productItemSchema>;

/** One product as GET /prop/product/{id} answers it: the item, the seller's WhatsApp number when shown, and the
 * seller's state and Verified flag (issue 31). */
export const productDetailsSchema = {
  ...productItemSchema,
  required: [...productItemSchema.required, 'whatsapp', 'seller'],
  properties: { ...productItemSchema.properties, whatsapp: nullableString, seller: productSellerSchema },
} as const;

export type ProductDetailsItem = FromSchema<typeof productDetailsSchema>;

/** The fields a create must fill (the server answers a missing one with 'All fields are required'). */
export const PRODUCT_REQUIRED = [
  'title',
  'description',
  'link',
  'images',
  'category',
  'price',
  'quantity',
] as const;

/** What creating a product takes, and what a PUT takes to replace one. No `required`: the route's own check answers. */
export const productBodySchema = optionalObjectOf({
  ...titledBodyProperties,
  images: imagesBodySchema,
  category: { type: 'string', maxLength: 50 },
  price: { type: 'integer', minimum: 0, maximum: MAX_PRICE },
  quantity: { type: 'integer', minimum: 0, maximum: MAX_QUANTITY },
  type: { type: ['string', 'null'], maxLength: 50 },
});

/** The body as the server reads it: any field may be missing. */
export type ProductBodyFields = FromSchema<typeof productBodySchema>;
/** POST /prop/product and PUT /prop/product/{id}, as the portal's form sends it. */
export type ProductBody = BodyWith<ProductBodyFields, typeof PRODUCT_REQUIRED>;
