// The one reader of an opportunity in the API's answers: the raw item into the portal's Opportunity (the
// contract's OpportunityItem), tolerant of a foreign host that sends fewer fields.
import { contentFields, fieldsOf, text, textOrNull, type ReceivedContent } from '@/lib/adapt';
import type { OpportunityItem } from '@contract/opportunities';

/** An opportunity as the portal holds it; a missing deadline or start reads as '' (shown as not given). */
export type Opportunity = ReceivedContent<OpportunityItem>;

export function toOpportunity(raw: unknown): Opportunity {
  const fields = fieldsOf(raw);
  return {
    ...contentFields(fields),
    title: text(fields.title),
    description: text(fields.description),
    link: text(fields.link),
    deadline: text(fields.deadline),
    date: text(fields.date),
    time: text(fields.time),
    starts_at: text(fields.starts_at),
    address: textOrNull(fields.address),
    timing: text(fields.timing),
    location: textOrNull(fields.location),
    level: textOrNull(fields.level),
  };
}
