// JSON schemas of the product (marketplace) routes.
import { MAX_PRICE, MAX_QUANTITY } from '../repositories/products';
import { errorSchema } from '../lib/envelope';
import * as content from './content';

export const productSchema = {
  type: 'object',
  properties: {
    ...content.contentItemProperties,
    title: { type: 'string' },
    name: { type: 'string', description: 'the same as title' },
    description: { type: 'string' },
    link: content.nullableString,
    category: { type: 'string', description: 'product, service or content' },
    price: { type: 'integer', description: 'whole naira' },
    quantity: { type: 'integer' },
    type: content.nullableString,
  },
} as const;

export const listProductsSchema = {
  tags: ['products'],
  summary: 'Every product, newest first (data.data is the list)',
  description: "extension: author_id naming no seller (unknown, blacklisted or an admin) answers 404 'Seller not found.'",
  querystring: content.listQuerySchema({
    category: {
      type: 'string',
      maxLength: 50,
      description: 'extension: product, service or content ("control" means content)',
    },
    min_price: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_PRICE,
      description: 'extension: lowest price in naira',
    },
    max_price: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_PRICE,
      description: 'extension: highest price in naira',
    },
  }),
  response: {
    ...content.listResponse(content.nested(content.listOf(productSchema))),
    404: errorSchema,
  },
} as const;

export const getProductSchema = {
  tags: ['products'],
  summary: 'One product (data.data is the product)',
  description:
    "extension: data.data.whatsapp is the seller's WhatsApp number (+234XXXXXXXXXX) when the seller chose to show it, " +
    'else null.',
  params: content.idParamsSchema,
  response: content.getResponse(
    content.nested({ ...productSchema, properties: { ...productSchema.properties, whatsapp: content.nullableString } }),
  ),
} as const;

/** What creating a product takes, and what a PUT takes to replace one. */
const productBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...content.titledBodyProperties,
    images: content.imagesBodySchema,
    category: { type: 'string', maxLength: 50 },
    price: { type: 'integer', minimum: 0, maximum: MAX_PRICE },
    quantity: { type: 'integer', minimum: 0, maximum: MAX_QUANTITY },
    type: { type: ['string', 'null'], maxLength: 50 },
  },
} as const;

export const createProductSchema = {
  tags: ['products'],
  summary: 'Create a product (creatives, businesses and partners): every field is required',
  description: 'The response nests the product as data.data, like GET /prop/product/{id}.',
  body: productBody,
  response: content.createResponse(content.nested(productSchema)),
} as const;

export const updateProductSchema = content.editSchema(
  'products',
  'Edit one of your products: the whole product, with the fields, rules and messages of creation (data.data)',
  productBody,
  content.nested(productSchema),
);
