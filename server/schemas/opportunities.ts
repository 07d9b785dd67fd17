// JSON schemas of the opportunity routes.
import { envelopeSchema, errorSchema } from '../lib/envelope';
import { contentItemProperties, idParamsSchema, imagesBodySchema, listOf, listQueryProperties, metaProperty, nested, nullableString } from './content';

export const opportunitySchema = {
  type: 'object',
  properties: {
    ...contentItemProperties,
    title: { type: 'string' },
    description: { type: 'string' },
    link: { type: 'string' },
    deadline: { type: 'string', format: 'date-time' },
    date: { type: 'string', description: 'YYYY-MM-DD in West Africa Time' },
    time: { type: 'string', description: 'HH:MM in West Africa Time' },
    starts_at: { type: 'string', format: 'date-time' },
    address: nullableString,
    timing: { type: 'string' },
    location: nullableString,
    level: nullableString,
  },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...listQueryProperties,
    location: { type: 'string', maxLength: 50, description: 'extension: remote, onsite or hybrid' },
    timing: { type: 'string', maxLength: 50, description: 'extension: full-time, part-time or remote' },
    level: { type: 'string', maxLength: 50, description: 'extension: junior, intermediate or senior' },
  },
} as const;

const listResponse = { 200: envelopeSchema(nested(listOf(opportunitySchema)), metaProperty), 400: errorSchema } as const;

export const listOpportunitiesSchema = {
  tags: ['opportunities'],
  summary: 'Every opportunity, newest first (data.data is the list)',
  querystring: listQuery,
  response: listResponse,
} as const;

export const ownOpportunitiesSchema = {
  tags: ['opportunities'],
  summary: "The partner's own opportunities, newest first (data.data is the list)",
  querystring: listQuery,
  response: { ...listResponse, 401: errorSchema, 403: errorSchema },
} as const;

export const getOpportunitySchema = {
  tags: ['opportunities'],
  summary: 'One opportunity (data is the opportunity)',
  params: idParamsSchema,
  response: { 200: envelopeSchema(opportunitySchema), 400: errorSchema, 404: errorSchema },
} as const;

export const createOpportunitySchema = {
  tags: ['opportunities'],
  summary: 'Create an opportunity (approved partners); date and time become one timestamp (starts_at)',
  description: 'date is YYYY-MM-DD and time HH:MM, both West Africa Time (or date may be a full ISO timestamp); '
    + 'deadline is YYYY-MM-DD (end of that day, WAT) or an ISO timestamp; the image must be a PNG upload.',
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      title: { type: 'string', maxLength: 200 },
      description: { type: 'string', maxLength: 5000 },
      link: { type: 'string', maxLength: 2000 },
      deadline: { type: 'string', maxLength: 40 },
      date: { type: 'string', maxLength: 40 },
      time: { type: 'string', maxLength: 20 },
      images: imagesBodySchema,
      address: { type: ['string', 'null'], maxLength: 300 },
      timing: { type: 'string', maxLength: 50 },
      location: { type: ['string', 'null'], maxLength: 50 },
      level: { type: ['string', 'null'], maxLength: 50 },
    },
  },
  response: { 201: envelopeSchema(opportunitySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
} as const;
