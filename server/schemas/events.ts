// JSON schemas of the event (training) routes, around the item and the body declared in contract/events.ts.
import { eventBodySchema, eventItemSchema } from '../../contract/events';
import * as content from './content';

const listQuery = content.listQuerySchema({
  location: { type: 'string', maxLength: 20, description: 'extension: Online or Offline' },
  state: {
    type: 'string',
    maxLength: 40,
    description: 'extension (issue 33): offline trainings in this state',
  },
});
const eventList = content.nested(content.listOf(eventItemSchema));

export const listEventsSchema = content.listSchema(
  'events',
  {
    summary: 'Every event (training), newest first (data.data is the list)',
  },
  listQuery,
  eventList,
);

export const ownEventsSchema = content.ownListSchema(
  'events',
  {
    summary: "The partner's own events (data.data is the list)",
    description: 'extension: not in the spec; mirrors GET /prop/opportunity',
  },
  listQuery,
  eventList,
);

export const getEventSchema = content.getSchema(
  'events',
  {
    summary: 'One event (data.data is the event)',
  },
  content.nested(eventItemSchema),
);

export const createEventSchema = content.createSchema(
  'events',
  {
    summary: 'Create an event (approved partners); date and time become an ISO timestamp with zero seconds',
    description:
      'date is YYYY-MM-DD and time HH:MM, both West Africa Time (or date may be a full ISO timestamp). ' +
      'The response nests the event as data.data, like GET /prop/event/{id}.',
  },
  eventBodySchema,
  content.nested(eventItemSchema),
);

export const updateEventSchema = content.editSchema(
  'events',
  'Edit one of your events, i.e. trainings (approved partners): the whole event, with the fields, rules and messages of creation (data.data)',
  eventBodySchema,
  content.nested(eventItemSchema),
);
