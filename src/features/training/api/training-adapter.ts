// The one reader of a training event in the API's answers: the raw item into the portal's TrainingEvent (the
// contract's EventItem), tolerant of a foreign host that sends fewer fields.
import {
  contentFields,
  fieldsOf,
  text,
  textOrUndefined,
  type RawFields,
  type ReceivedContent,
} from '@/lib/adapt';
import { scheduledFields } from '@/lib/scheduled-fields';
import type { EventItem } from '@contract/events';

/** A training event as the portal holds it; a missing start reads as '' (the entered date is shown instead). */
export type TrainingEvent = ReceivedContent<EventItem>;

/** A whole number, null when the host says null, undefined when it says nothing usable (issue 33's fields). */
const count = (value: unknown): number | null | undefined =>
  value === null
    ? null
    : typeof value === 'number' && Number.isInteger(value) && value >= 0
      ? value
      : undefined;
const nullableText = (value: unknown): string | null | undefined =>
  value === null ? null : textOrUndefined(value);

/** Issue 33's registration fields: absent from a host that implements only the spec's API. */
function registrationFields(fields: RawFields) {
  return {
    capacity: count(fields.capacity),
    registration_deadline: nullableText(fields.registration_deadline),
    state: nullableText(fields.state),
    seats_left: count(fields.seats_left),
  };
}

export function toTrainingEvent(raw: unknown): TrainingEvent {
  const fields = fieldsOf(raw);
  return {
    ...contentFields(fields),
    ...scheduledFields(fields),
    location: text(fields.location),
    ...registrationFields(fields),
  };
}
