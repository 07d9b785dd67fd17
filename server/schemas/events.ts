// JSON schemas of the event (training) routes.
import {
  contentItemProperties,
  createResponse,
  getResponse,
  idParamsSchema,
  imagesBodySchema,
  listOf,
  listQuerySchema,
  listResponse,
  nested,
  nullableString,
  ownListResponse,
  titledBodyProperties,
} from './content';

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

const listQuery = listQuerySchema({
  location: { type: 'string', maxLength: 20, description: 'extension: Online or Offline' },
});
const eventList = nested(listOf(eventSchema));

export const listEventsSchema = {
  tags: ['events'],
  summary: 'Every event (training), newest first (data.data is the list)',
  querystring: listQuery,
  response: listResponse(eventList),
} as const;

export const ownEventsSchema = {
  tags: ['events'],
  summary: "The partner's own events (data.data is the list)",
  description: 'extension: not in the spec; mirrors GET /prop/opportunity',
  querystring: listQuery,
  response: ownListResponse(eventList),
} as const;

export const getEventSchema = {
  tags: ['events'],
  summary: 'One event (data.data is the event)',
  params: idParamsSchema,
  response: getResponse(nested(eventSchema)),
} as const;

export const createEventSchema = {
  tags: ['events'],
  summary: 'Create an event (approved partners); date and time become an ISO timestamp with zero seconds',
  description:
    'date is YYYY-MM-DD and time HH:MM, both West Africa Time (or date may be a full ISO timestamp). ' +
    'The response nests the event as data.data, like GET /prop/event/{id}.',
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...titledBodyProperties,
      location: { type: 'string', maxLength: 20 },
      date: { type: 'string', maxLength: 40 },
      time: { type: 'string', maxLength: 20 },
      images: imagesBodySchema,
      address: { type: 'string', maxLength: 300 },
    },
  },
  response: createResponse(nested(eventSchema)),
} as const;
