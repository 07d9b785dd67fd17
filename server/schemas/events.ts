// JSON schemas of the event (training) routes.
import { envelopeSchema, errorSchema } from '../lib/envelope';
import { contentItemProperties, idParamsSchema, imagesBodySchema, listOf, listQueryProperties, metaProperty, nested, nullableString } from './content';

export const eventSchema = {
  type: 'object',
  properties: {
    ...contentItemProperties,
    title: { type: 'string' },
    description: { type: 'string' },
    link: { type: 'string' },
    location: { type: 'string', description: 'Online or Offline' },
    date: { type: 'string', description: 'YYYY-MM-DD in West Africa Time' },
    time: { type: 'string', description: 'HH:MM in West Africa Time' },
    starts_at: { type: 'string', format: 'date-time', description: 'ISO timestamp with zero seconds' },
    address: nullableString,
  },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...listQueryProperties,
    location: { type: 'string', maxLength: 20, description: 'extension: Online or Offline' },
  },
} as const;

const listResponse = { 200: envelopeSchema(nested(listOf(eventSchema)), metaProperty), 400: errorSchema } as const;

export const listEventsSchema = {
  tags: ['events'],
  summary: 'Every event (training), newest first (data.data is the list)',
  querystring: listQuery,
  response: listResponse,
} as const;

export const ownEventsSchema = {
  tags: ['events'],
  summary: "The partner's own events (data.data is the list)",
  description: 'extension: not in the spec; mirrors GET /prop/opportunity',
  querystring: listQuery,
  response: { ...listResponse, 401: errorSchema, 403: errorSchema },
} as const;

export const getEventSchema = {
  tags: ['events'],
  summary: 'One event (data.data is the event)',
  params: idParamsSchema,
  response: { 200: envelopeSchema(nested(eventSchema)), 400: errorSchema, 404: errorSchema },
} as const;

export const createEventSchema = {
  tags: ['events'],
  summary: 'Create an event (approved partners); date and time become an ISO timestamp with zero seconds',
  description: 'date is YYYY-MM-DD and time HH:MM, both West Africa Time (or date may be a full ISO timestamp). '
    + 'The response nests the event as data.data, like GET /prop/event/{id}.',
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      title: { type: 'string', maxLength: 200 },
      description: { type: 'string', maxLength: 5000 },
      link: { type: 'string', maxLength: 2000 },
      location: { type: 'string', maxLength: 20 },
      date: { type: 'string', maxLength: 40 },
      time: { type: 'string', maxLength: 20 },
      images: imagesBodySchema,
      address: { type: 'string', maxLength: 300 },
    },
  },
  response: { 201: envelopeSchema(nested(eventSchema)), 400: errorSchema, 401: errorSchema, 403: errorSchema },
} as const;
