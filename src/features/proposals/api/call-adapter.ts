// The one reader of calls for proposals and proposals in the API's answers (issue 32): the raw items into the
// contract's CallItem and ProposalItem, tolerant of missing fields.
import { contentFields, fieldsOf, text, textOrNull, type ReceivedContent } from '@/lib/adapt';
import {
  PROPOSAL_DOCUMENT_TYPES,
  PROPOSAL_STATUSES,
  type CallItem,
  type CallKind,
  type ProposalDocument,
  type ProposalItem,
  type ProposalStatus,
} from '@contract/calls';

export type Call = ReceivedContent<CallItem>;
export type Proposal = ProposalItem;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function toCall(raw: unknown): Call {
  const fields = fieldsOf(raw);
  return {
    ...contentFields(fields),
    title: text(fields.title),
    description: text(fields.description),
    host: text(fields.host),
    opens_at: text(fields.opens_at),
    closes_at: text(fields.closes_at),
    amount_min: amount(fields.amount_min),
    amount_max: amount(fields.amount_max),
    eligible_kinds: strings(fields.eligible_kinds).filter(
      (k): k is CallKind => k === 'creative' || k === 'business',
    ),
    sectors: strings(fields.sectors),
    states: strings(fields.states),
    documents_required: strings(fields.documents_required),
    open: fields.open === true,
    proposals: typeof fields.proposals === 'number' ? fields.proposals : null,
  };
}

const status = (value: unknown): ProposalStatus =>
  (PROPOSAL_STATUSES as readonly unknown[]).includes(value) ? (value as ProposalStatus) : 'PENDING';

function toDocument(raw: unknown): ProposalDocument {
  const fields = fieldsOf(raw);
  const type = (PROPOSAL_DOCUMENT_TYPES as readonly unknown[]).includes(fields.type)
    ? (fields.type as ProposalDocument['type'])
    : 'pdf';
  return {
    id: Number(fields.id),
    name: text(fields.name),
    type,
    file_name: text(fields.file_name),
    bytes: Number(fields.bytes) || 0,
  };
}

export function toProposal(raw: unknown): Proposal {
  const fields = fieldsOf(raw);
  const call = fieldsOf(fields.call);
  const applicant = fields.applicant === null ? null : fieldsOf(fields.applicant);
  return {
    id: Number(fields.id),
    title: text(fields.title),
    coverLetter: text(fields.coverLetter),
    status: status(fields.status),
    message: textOrNull(fields.message),
    decided_at: textOrNull(fields.decided_at),
    date: text(fields.date),
    updated_at: text(fields.updated_at),
    host: text(fields.host),
    call: {
      id: Number(call.id),
      title: text(call.title),
      host: text(call.host),
      closes_at: text(call.closes_at),
    },
    documents: Array.isArray(fields.documents) ? fields.documents.map(toDocument) : [],
    ...('applicant' in fields
      ? {
          applicant:
            applicant === null
              ? null
              : {
                  id: Number(applicant.id),
                  kind: text(applicant.kind),
                  name: text(applicant.name),
                  email: text(applicant.email),
                  phone: textOrNull(applicant.phone),
                },
        }
      : {}),
    ...('note' in fields ? { note: textOrNull(fields.note) } : {}),
  };
}
