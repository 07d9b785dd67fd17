// JSON schemas of the tool (partner offer) routes.
import { envelopeSchema, errorSchema } from '../lib/envelope';
import { TOOL_PRICES, TOOL_TYPES } from '../../contract/options';
import { contentItemProperties, idParamsSchema, imagesBodySchema, listOf, listQueryProperties, metaProperty, nullableString } from './content';

export const toolSchema = {
  type: 'object',
  properties: {
    ...contentItemProperties,
    name: { type: 'string' },
    description: { type: 'string' },
    link: { type: 'string' },
    sector: { type: 'string' },
    offer: { type: 'string' },
    type: nullableString,
    price: nullableString,
    category: nullableString,
  },
} as const;

const toolListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...listQueryProperties,
    type: { type: 'string', enum: [...TOOL_TYPES], description: 'extension: filter by type' },
    price: { type: 'string', enum: [...TOOL_PRICES], description: 'extension: filter free or paid' },
    sector: { type: 'string', maxLength: 100, description: 'extension: filter by sector (case-insensitive)' },
    category: { type: 'string', maxLength: 100, description: 'extension: filter by category (case-insensitive)' },
  },
} as const;

const listResponse = { 200: envelopeSchema(listOf(toolSchema), metaProperty), 400: errorSchema } as const;

export const listToolsSchema = {
  tags: ['tools'],
  summary: 'Every tool, newest first (data is the list)',
  querystring: toolListQuery,
  response: listResponse,
} as const;

export const ownToolsSchema = {
  tags: ['tools'],
  summary: "The partner's own tools, newest first (data is the list)",
  querystring: toolListQuery,
  response: { ...listResponse, 401: errorSchema, 403: errorSchema },
} as const;

export const getToolSchema = {
  tags: ['tools'],
  summary: 'One tool (data is the tool)',
  params: idParamsSchema,
  response: { 200: envelopeSchema(toolSchema), 400: errorSchema, 404: errorSchema },
} as const;

export const createToolSchema = {
  tags: ['tools'],
  summary: 'Create a tool (approved partners): name, description, link, images, sector and offer are required',
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      name: { type: 'string', maxLength: 200 },
      description: { type: 'string', maxLength: 5000 },
      link: { type: 'string', maxLength: 2000 },
      images: imagesBodySchema,
      sector: { type: 'string', maxLength: 100 },
      offer: { type: 'string', maxLength: 200 },
      type: { type: ['string', 'null'], enum: [...TOOL_TYPES, '', null] },
      price: { type: ['string', 'null'], enum: [...TOOL_PRICES, '', null] },
      category: { type: ['string', 'null'], maxLength: 100 },
    },
  },
  response: { 201: envelopeSchema(toolSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
} as const;
