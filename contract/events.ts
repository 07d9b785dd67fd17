// An event (the portal's training), declared once: the item every /prop/event answer carries and the body a create
// or an edit sends, as JSON schemas `as const` with their TypeScript types derived from them (FromSchema,
// type-only). The server validates and answers with these schemas; the portal imports only the types.
import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeBodyProperties, imagesBodySchema, titledBodyProperties } from './content-body';
import { contentItemProperties, enteredDateTimeProperties, titledItemProperties } from './content-item';
import { type BodyWith, nullableString, objectOf, optionalObjectOf } from './schema-fragments';

/** date and time are the West Africa Time date (YYYY-MM-DD) and time (HH:MM) of starts_at, as entered. */
export const eventItemSchema = objectOf(
  {
    ...contentItemProperties,
    ...titledItemProperties,
    location: { type: 'string', description: 'Online or Offline' },
    ...enteredDateTimeProperties,
    starts_at: { type: 'string', format: 'date-time', description: 'ISO timestamp with zero seconds' },
    address: nullableString,
  },
  {
    // Issue 33 (training registration): optional, so a host that implements only the spec's API may leave them out.
    capacity: { type: ['integer', 'null'], description: 'extension: seats; null means no limit' },
    registration_deadline: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'extension: last moment to register; null means the start time',
    },
    state: { type: ['string', 'null'], description: 'extension: the state of an offline training' },
    seats_left: {
      type: ['integer', 'null'],
      description: 'extension: seats not yet taken; null when there is no limit',
    },
  },
);

/** An event as the server answers it. */
export type EventItem = FromSchema<typeof eventItemSchema>;

/** The fields a create must fill (the server answers a missing one with 'All fields are required'). */
export const EVENT_REQUIRED = [
  'title',
  'description',
  'link',
  'location',
  'date',
  'time',
  'images',
  'address',
] as const;

/** The most seats a training may offer. */
export const EVENT_CAPACITY_MAX = 100_000;

/** What creating an event takes, and what a PUT takes to replace one. No `required`: the route's own check answers. */
export const eventBodySchema = optionalObjectOf({
  ...titledBodyProperties,
  location: { type: 'string', maxLength: 20 },
  ...dateTimeBodyProperties,
  images: imagesBodySchema,
  address: { type: 'string', maxLength: 300 },
  // Issue 33: all optional; absent or null means none (no limit, the start time, no state, no joining link).
  capacity: { type: ['integer', 'null'], minimum: 1, maximum: EVENT_CAPACITY_MAX },
  registration_deadline: { type: ['string', 'null'], maxLength: 40 },
  state: { type: ['string', 'null'], maxLength: 40 },
  join_link: { type: ['string', 'null'], maxLength: 500 },
});

/** The body as the server reads it: any field may be missing. */
export type EventBodyFields = FromSchema<typeof eventBodySchema>;
/** POST /prop/event and PUT /prop/event/{id} (approved partners), as the portal's form sends it. */
export type EventBody = BodyWith<EventBodyFields, typeof EVENT_REQUIRED>;
