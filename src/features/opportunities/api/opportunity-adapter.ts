// The one reader of an opportunity in the API's answers: the raw item into the portal's Opportunity (the
// contract's OpportunityItem), tolerant of a foreign host that sends fewer fields.
import { contentFields, fieldsOf, text, textOrNull, type ReceivedContent } from '@/lib/adapt';
import { scheduledFields } from '@/lib/scheduled-fields';
import type { OpportunityItem } from '@contract/opportunities';

/** An opportunity as the portal holds it; a missing deadline or start reads as '' (shown as not given). */
export type Opportunity = ReceivedContent<OpportunityItem>;

export function toOpportunity(raw: unknown): Opportunity {
  const fields = fieldsOf(raw);
  return {
    ...contentFields(fields),
    ...scheduledFields(fields),
    deadline: text(fields.deadline),
    timing: text(fields.timing),
    location: textOrNull(fields.location),
    level: textOrNull(fields.level),
    state: textOrNull(fields.state),
  };
}
