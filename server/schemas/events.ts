// JSON schemas of the event (training) routes, around the item and the body declared in contract/events.ts.
import { eventBodySchema, eventItemSchema } from '../../contract/events';
import * as content from './content';

const listQuery = content.listQuerySchema({
  location: { type: 'string', maxLength: 20, description: 'extension: Online or Offline' },
});
const eventList = content.nested(content.listOf(eventItemSchema));

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
  response: content.getResponse(content.nested(eventItemSchema)),
} as const;

export const createEventSchema = {
  tags: ['events'],
  summary: 'Create an event (approved partners); date and time become an ISO timestamp with zero seconds',
  description:
    'date is YYYY-MM-DD and time HH:MM, both West Africa Time (or date may be a full ISO timestamp). ' +
    'The response nests the event as data.data, like GET /prop/event/{id}.',
  body: eventBodySchema,
  response: content.createResponse(content.nested(eventItemSchema)),
} as const;

export const updateEventSchema = content.editSchema(
  'events',
  'Edit one of your events, i.e. trainings (approved partners): the whole event, with the fields, rules and messages of creation (data.data)',
  eventBodySchema,
  content.nested(eventItemSchema),
);
