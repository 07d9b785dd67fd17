// An opportunity, declared once: the item every /prop/opportunity answer carries and the body a create or an edit
// sends, as JSON schemas `as const` with their TypeScript types derived from them (FromSchema, type-only). The
// server validates and answers with these schemas; the portal imports only the types.
import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeBodyProperties, imagesBodySchema, titledBodyProperties } from './content-body';
import { contentItemProperties, enteredDateTimeProperties, titledItemProperties } from './content-item';
import {
  anyString,
  type BodyWith,
  dateTime,
  nullableString,
  objectOf,
  optionalObjectOf,
} from './schema-fragments';

/** date and time are the West Africa Time date (YYYY-MM-DD) and time (HH:MM) of starts_at, as entered. */
export const opportunityItemSchema = objectOf(
  {
    ...contentItemProperties,
    ...titledItemProperties,
    deadline: dateTime,
    ...enteredDateTimeProperties,
    starts_at: dateTime,
    address: nullableString,
    timing: anyString,
    location: nullableString,
    level: nullableString,
  },
  {
    /** extension (issue 34): the state it is in, one of contract/states.ts; absent or null means anywhere. */
    state: nullableString,
  },
);

/** An opportunity as the server answers it. */
export type OpportunityItem = FromSchema<typeof opportunityItemSchema>;

/** The fields a create must fill (the server answers a missing one with 'All fields are required'). */
export const OPPORTUNITY_REQUIRED = [
  'title',
  'description',
  'link',
  'deadline',
  'date',
  'time',
  'images',
  'timing',
] as const;

/** What creating an opportunity takes, and what a PUT takes to replace one. No `required`: the route's own check
 * answers. */
export const opportunityBodySchema = optionalObjectOf({
  ...titledBodyProperties,
  deadline: { type: 'string', maxLength: 40 },
  ...dateTimeBodyProperties,
  images: imagesBodySchema,
  address: { type: ['string', 'null'], maxLength: 300 },
  timing: { type: 'string', maxLength: 50, description: 'full-time or remote' },
  location: {
    type: ['string', 'null'],
    maxLength: 50,
    description: 'remote, onsite or hybrid (extension)',
  },
  level: {
    type: ['string', 'null'],
    maxLength: 50,
    description: 'junior, intermediate or senior (extension)',
  },
  state: {
    type: ['string', 'null'],
    maxLength: 40,
    description: 'extension (issue 34): one of the 36 states or the FCT; blank or null means anywhere',
  },
});

/** The body as the server reads it: any field may be missing. */
export type OpportunityBodyFields = FromSchema<typeof opportunityBodySchema>;
/** POST /prop/opportunity and PUT /prop/opportunity/{id} (approved partners), as the portal's form sends it; date
 * and time are West Africa Time as entered. */
export type OpportunityBody = BodyWith<OpportunityBodyFields, typeof OPPORTUNITY_REQUIRED>;
