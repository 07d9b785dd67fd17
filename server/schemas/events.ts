// JSON schemas of the event (training) routes.
import * as content from './content';

export const eventSchema = {
  type: 'object',
  properties: {
    ...content.contentItemProperties,
    ...content.titledItemProperties,
    location: { type: 'string', description: 'Online or Offline' },
    ...content.enteredDateTimeProperties,
    starts_at: { type: 'string', format: 'date-time', description: 'ISO timestamp with zero seconds' },
    address: content.nullableString,
  },
} as const;

const listQuery = content.listQuerySchema({
  location: { type: 'string', maxLength: 20, description: 'extension: Online or Offline' },
});
const eventList = content.nested(content.listOf(eventSchema));

export const listEventsSchema = {
  tags: ['events'],
  summary: 'Every event (training), newest first (data.data is the list)',
  querystring: listQuery,
  response: content.listResponse(eventList),
} as const;

export const ownEventsSchema = {
  tags: ['events'],
  summary: "The partner's own events (data.data is the list)",
  description: 'extension: not in the spec; mirrors GET /prop/opportunity',
  querystring: listQuery,
  response: content.ownListResponse(eventList),
} as const;

export const getEventSchema = {
  tags: ['events'],
  summary: 'One event (data.data is the event)',
  params: content.idParamsSchema,
  response: content.getResponse(content.nested(eventSchema)),
} as const;

/** What creating an event takes, and what a PUT takes to replace one. */
const eventBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...content.titledBodyProperties,
    location: { type: 'string', maxLength: 20 },
    ...content.dateTimeBodyProperties,
    images: content.imagesBodySchema,
    address: { type: 'string', maxLength: 300 },
  },
} as const;

export const createEventSchema = {
  tags: ['events'],
  summary: 'Create an event (approved partners); date and time become an ISO timestamp with zero seconds',
  description:
    'date is YYYY-MM-DD and time HH:MM, both West Africa Time (or date may be a full ISO timestamp). ' +
    'The response nests the event as data.data, like GET /prop/event/{id}.',
  body: eventBody,
  response: content.createResponse(content.nested(eventSchema)),
} as const;

export const updateEventSchema = content.editSchema(
  'events',
  'Edit one of your events, i.e. trainings (approved partners): the whole event, with the fields, rules and messages of creation (data.data)',
  eventBody,
  content.nested(eventSchema),
);
