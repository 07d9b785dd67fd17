// JSON schemas of the product (marketplace) routes, around the items and the body declared in contract/products.ts.
import {
  MAX_PRICE,
  productBodySchema,
  productDetailsSchema,
  productItemSchema,
} from '../../contract/products';
import { errorSchema } from '../lib/envelope';
import * as content from './content';

export const listProductsSchema = {
  tags: ['products'],
  summary: 'Every product, newest first (data.data is the list)',
  description:
    "extension: author_id naming no seller (unknown, blacklisted or an admin) answers 404 'Seller not found.'",
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
    ...content.listResponse(content.nested(content.listOf(productItemSchema))),
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
  response: content.getResponse(content.nested(productDetailsSchema)),
} as const;

export const createProductSchema = {
  tags: ['products'],
  summary: 'Create a product (creatives, businesses and partners): every field is required',
  description: 'The response nests the product as data.data, like GET /prop/product/{id}.',
  body: productBodySchema,
  response: content.createResponse(content.nested(productItemSchema)),
} as const;

export const updateProductSchema = content.editSchema(
  'products',
  'Edit one of your products: the whole product, with the fields, rules and messages of creation (data.data)',
  productBodySchema,
  content.nested(productItemSchema),
);
