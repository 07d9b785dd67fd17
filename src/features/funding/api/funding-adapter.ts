// The one reader of the funding answers: raw items into the contract's FundingApplication and FundingDocument.
// The routes are the portal's own extension (docs/funding.md), but an answer is still read, not trusted: an
// application whose status or programme the screens do not know (they label both) is left out, as is one without
// an id; missing texts read as '' and missing lists as [].
import { fieldsOf, text, textOrNull } from '@/lib/adapt';
import {
  FUNDING_DOCUMENT_MIMES,
  FUNDING_PROGRAMMES,
  FUNDING_STATUSES,
  type FundingApplication,
  type FundingDocument,
  type FundingStatusChange,
} from '@contract/funding';

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  allowed.find((choice) => choice === value) ?? null;

const idOf = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const listOf = <T>(value: unknown, read: (raw: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];

/** A stored document, or null without an id or with a type the portal cannot offer for download. */
export function toFundingDocument(raw: unknown): FundingDocument | null {
  const fields = fieldsOf(raw);
  const id = idOf(fields.id);
  const mime = oneOf(FUNDING_DOCUMENT_MIMES, fields.mime);
  if (id === null || mime === null) return null;
  return { id, name: text(fields.name), mime, bytes: Number(fields.bytes) || 0 };
}

function toStatusChange(raw: unknown): FundingStatusChange | null {
  const fields = fieldsOf(raw);
  const status = oneOf(FUNDING_STATUSES, fields.status);
  return status && { status, note: textOrNull(fields.note), created_at: text(fields.created_at) };
}

/** An application, or null when the screens could not show it (no id, an unknown status or programme). */
export function toFundingApplication(raw: unknown): FundingApplication | null {
  const fields = fieldsOf(raw);
  const id = idOf(fields.id);
  const status = oneOf(FUNDING_STATUSES, fields.status);
  const programme = oneOf(FUNDING_PROGRAMMES, fields.programme);
  if (id === null || status === null || programme === null) return null;
  const applicant = fieldsOf(fields.applicant);
  return {
    id,
    reference: text(fields.reference),
    status,
    amount: Number(fields.amount) || 0,
    purpose: text(fields.purpose),
    programme,
    applicant: {
      name: text(applicant.name),
      email: text(applicant.email),
      phone_number: textOrNull(applicant.phone_number),
      kind: text(applicant.kind),
    },
    documents: listOf(fields.documents, toFundingDocument),
    history: listOf(fields.history, toStatusChange),
    created_at: text(fields.created_at),
    updated_at: text(fields.updated_at),
  };
}

/** The applications in a list answer's data, each read (and the unreadable left out). */
export function toFundingApplications(data: unknown): FundingApplication[] {
  return listOf(data, toFundingApplication);
}
