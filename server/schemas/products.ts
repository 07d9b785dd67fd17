// JSON schemas of the product (marketplace) routes.
import { envelopeSchema, errorSchema } from '../lib/envelope';
import { MAX_PRICE, MAX_QUANTITY } from '../repositories/products';
import { contentItemProperties, idParamsSchema, imagesBodySchema, listOf, listQueryProperties, metaProperty, nested, nullableString } from './content';

export const productSchema = {
  type: 'object',
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

export const listProductsSchema = {
  tags: ['products'],
  summary: 'Every product, newest first (data.data is the list)',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...listQueryProperties,
      category: { type: 'string', maxLength: 50, description: 'extension: product, service or content ("control" means content)' },
      min_price: { type: 'integer', minimum: 0, maximum: MAX_PRICE, description: 'extension: lowest price in naira' },
      max_price: { type: 'integer', minimum: 0, maximum: MAX_PRICE, description: 'extension: highest price in naira' },
    },
  },
  response: { 200: envelopeSchema(nested(listOf(productSchema)), metaProperty), 400: errorSchema },
} as const;

export const getProductSchema = {
  tags: ['products'],
  summary: 'One product (data.data is the product)',
  params: idParamsSchema,
  response: { 200: envelopeSchema(nested(productSchema)), 400: errorSchema, 404: errorSchema },
} as const;

export const createProductSchema = {
  tags: ['products'],
  summary: 'Create a product (creatives, businesses and partners): every field is required',
  description: 'The response nests the product as data.data, like GET /prop/product/{id}.',
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      title: { type: 'string', maxLength: 200 },
      description: { type: 'string', maxLength: 5000 },
      link: { type: 'string', maxLength: 2000 },
      images: imagesBodySchema,
      category: { type: 'string', maxLength: 50 },
      price: { type: 'integer', minimum: 0, maximum: MAX_PRICE },
      quantity: { type: 'integer', minimum: 0, maximum: MAX_QUANTITY },
      type: { type: ['string', 'null'], maxLength: 50 },
    },
  },
  response: { 201: envelopeSchema(nested(productSchema)), 400: errorSchema, 401: errorSchema, 403: errorSchema },
} as const;
