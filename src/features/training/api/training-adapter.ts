// The one reader of a training event in the API's answers: the raw item into the portal's TrainingEvent (the
// contract's EventItem), tolerant of a foreign host that sends fewer fields.
import { contentFields, fieldsOf, text, type ReceivedContent } from '@/lib/adapt';
import { scheduledFields } from '@/lib/scheduled-fields';
import type { EventItem } from '@contract/events';

/** A training event as the portal holds it; a missing start reads as '' (the entered date is shown instead). */
export type TrainingEvent = ReceivedContent<EventItem>;

export function toTrainingEvent(raw: unknown): TrainingEvent {
  const fields = fieldsOf(raw);
  return {
    ...contentFields(fields),
    ...scheduledFields(fields),
    location: text(fields.location),
  };
}
