// An event (the portal's training), declared once: the item every /prop/event answer carries and the body a create
// or an edit sends, as JSON schemas `as const` with their TypeScript types derived from them (FromSchema,
// type-only). The server validates and answers with these schemas; the portal imports only the types.
import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeBodyProperties, imagesBodySchema, titledBodyProperties } from './content-body';
import {
  CONTENT_ITEM_REQUIRED,
  contentItemProperties,
  enteredDateTimeProperties,
  nullableString,
  titledItemProperties,
} from './content-item';

/** date and time are the West Africa Time date (YYYY-MM-DD) and time (HH:MM) of starts_at, as entered. */
export const eventItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...CONTENT_ITEM_REQUIRED,
    'title',
    'description',
    'link',
    'location',
    'date',
    'time',
    'starts_at',
    'address',
  ],
  properties: {
    ...contentItemProperties,
    ...titledItemProperties,
    location: { type: 'string', description: 'Online or Offline' },
    ...enteredDateTimeProperties,
    starts_at: { type: 'string', format: 'date-time', description: 'ISO timestamp with zero seconds' },
    address: nullableString,
  },
} as const;

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

/** What creating an event takes, and what a PUT takes to replace one. No `required`: the route's own check answers. */
export const eventBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...titledBodyProperties,
    location: { type: 'string', maxLength: 20 },
    ...dateTimeBodyProperties,
    images: imagesBodySchema,
    address: { type: 'string', maxLength: 300 },
  },
} as const;

/** The body as the server reads it: any field may be missing. */
export type EventBodyFields = FromSchema<typeof eventBodySchema>;
/** POST /prop/event and PUT /prop/event/{id} (approved partners), as the portal's form sends it. */
export type EventBody = EventBodyFields & Required<Pick<EventBodyFields, (typeof EVENT_REQUIRED)[number]>>;
