// What may change in a published call once proposals have been sent to it (issue 32, docs/proposals.md "Editing a
// published call"). The applicants prepared their proposals against the call as it was: the documents it asked for,
// the dates it gave and the eligibility it promised. So, once a proposal exists:
// - the documents required cannot change (a proposal would lack a document or carry one nobody asked for);
// - the opening date (its WAT calendar day) cannot change;
// - the closing date can only move later (closing early is `POST /prop/call/{id}/close`, an explicit act);
// - who may apply can only widen: no kind, sector or state that an applicant may have relied on is removed (an
//   empty sector or state list means all, the widest).
// Title, description, host, images and amounts stay free. A leaf: no database, no repository.
import { localDateAndTime } from './content-input';

export const CALL_EDIT_MESSAGES = {
  documents: 'Once proposals have been sent, the documents required cannot change.',
  opens: 'Once proposals have been sent, the opening date cannot change.',
  closes:
    'Once proposals have been sent, the closing date can only move later. Close the call to end it now.',
  eligibility: 'Once proposals have been sent, who may apply can only be widened.',
} as const;

export interface CallTerms {
  opens_at: Date | string;
  closes_at: Date | string;
  eligible_kinds: readonly string[];
  sectors: readonly string[];
  states: readonly string[];
  documents_required: readonly string[];
}

const lower = (list: readonly string[]) => list.map((v) => v.toLowerCase()).sort();
const sameList = (a: readonly string[], b: readonly string[]) =>
  JSON.stringify(lower(a)) === JSON.stringify(lower(b));
/** A restriction list (empty = all) is at least as wide as before. */
const widened = (before: readonly string[], after: readonly string[]) =>
  after.length === 0 || (before.length > 0 && lower(before).every((v) => lower(after).includes(v)));

/** The first rule the edit breaks (its message), or null when it may be saved. */
export function callEditRefusal(before: CallTerms, after: CallTerms, hasProposals: boolean): string | null {
  if (!hasProposals) return null;
  if (!sameList(before.documents_required, after.documents_required)) return CALL_EDIT_MESSAGES.documents;
  if (localDateAndTime(new Date(before.opens_at)).date !== localDateAndTime(new Date(after.opens_at)).date)
    return CALL_EDIT_MESSAGES.opens;
  if (new Date(after.closes_at).getTime() < new Date(before.closes_at).getTime())
    return CALL_EDIT_MESSAGES.closes;
  const kinds = lower(after.eligible_kinds);
  if (
    !lower(before.eligible_kinds).every((k) => kinds.includes(k)) ||
    !widened(before.sectors, after.sectors) ||
    !widened(before.states, after.states)
  )
    return CALL_EDIT_MESSAGES.eligibility;
  return null;
}
