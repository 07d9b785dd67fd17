// Calls for proposals and the proposals sent to them (issue 32, docs/proposals.md), declared once: the items the
// /prop/call and /prop/proposal routes answer with and the bodies they take, as JSON schemas `as const` with their
// TypeScript types derived from them (FromSchema, type-only). The server validates and answers with these schemas;
// the portal imports only the types and the constants.
import type { FromSchema } from 'json-schema-to-ts';
import { imagesBodySchema } from './content-body';
import { contentItemProperties } from './content-item';
import {
  anyBoolean,
  anyInteger,
  anyString,
  type BodyWith,
  dateTime,
  nullableDateTime,
  nullableInteger,
  nullableObjectOf,
  nullableString,
  objectOf,
  optionalObjectOf,
} from './schema-fragments';

/** The spec's proposal statuses. */
export const PROPOSAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
/** A decision: what a partner may set (PENDING is where every proposal starts). */
export const PROPOSAL_DECISIONS = ['APPROVED', 'REJECTED'] as const;

/** Who may apply to a call. */
export const CALL_KINDS = ['creative', 'business'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** The spec's sample document names, offered first; a partner may add others. */
export const CALL_DOCUMENT_NAMES = ['Cover Letter', 'CAC', 'Approval Letter'] as const;

/** The spec's upload types for a proposal's documents (checked by their bytes). */
export const PROPOSAL_DOCUMENT_TYPES = ['pdf', 'png', 'jpeg'] as const;
export type ProposalDocumentType = (typeof PROPOSAL_DOCUMENT_TYPES)[number];
/** Each document at most 5 MB (the upload service's limit), and at most 10 documents. */
export const PROPOSAL_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const PROPOSAL_DOCUMENTS_MAX = 10;
export const CALL_DOCUMENTS_MAX = 10;
export const PROPOSAL_TITLE_MAX = 200;
export const PROPOSAL_COVER_LETTER_MAX = 10_000;
export const PROPOSAL_MESSAGE_MAX = 2_000;
export const PROPOSAL_NOTE_MAX = 5_000;
/** The spec's proposals page size. */
export const CALLS_PAGE_SIZE = 3;

const stringList = { type: 'array', items: anyString } as const;

/** A call as the server answers it. `open` is true between opens_at and closes_at; `proposals` counts its proposals
 * (only for the call's partner and admins; null for anyone else). */
export const callItemSchema = objectOf(
  {
    ...contentItemProperties,
    title: anyString,
    description: anyString,
    host: anyString,
    opens_at: dateTime,
    closes_at: dateTime,
    amount_min: nullableInteger,
    amount_max: nullableInteger,
    eligible_kinds: { type: 'array', items: { type: 'string', enum: CALL_KINDS } },
    sectors: stringList,
    states: stringList,
    documents_required: stringList,
    open: anyBoolean,
  },
  { proposals: nullableInteger },
);
export type CallItem = FromSchema<typeof callItemSchema>;

/** POST /prop/call and PUT /prop/call/{id}: the fields. Dates are YYYY-MM-DD (West Africa Time: opening at the
 * day's start, closing at its end) or ISO timestamps. */
export const callBodySchema = optionalObjectOf({
  title: { type: 'string', maxLength: 200 },
  description: { type: 'string', maxLength: 10_000 },
  host: { type: ['string', 'null'], maxLength: 200 },
  images: imagesBodySchema,
  opens_at: { type: 'string', maxLength: 40 },
  closes_at: { type: 'string', maxLength: 40 },
  amount_min: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000_000 },
  amount_max: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000_000 },
  eligible_kinds: { type: 'array', maxItems: 2, items: { type: 'string', enum: CALL_KINDS } },
  sectors: { type: 'array', maxItems: 19, items: { type: 'string', maxLength: 100 } },
  states: { type: 'array', maxItems: 37, items: { type: 'string', maxLength: 50 } },
  documents_required: {
    type: 'array',
    maxItems: CALL_DOCUMENTS_MAX,
    items: { type: 'string', minLength: 1, maxLength: 80 },
  },
});
export type CallBodyFields = FromSchema<typeof callBodySchema>;
export const CALL_REQUIRED = ['title', 'description', 'opens_at', 'closes_at', 'eligible_kinds'] as const;
export type CallBody = BodyWith<CallBodyFields, typeof CALL_REQUIRED>;

/** A stored document of a proposal (download: GET /prop/proposal-document/{id}: applicant, call's partner, admins). */
export const proposalDocumentSchema = objectOf({
  id: anyInteger,
  /** The required document it answers (Cover Letter, CAC, ...). */
  name: anyString,
  type: { type: 'string', enum: PROPOSAL_DOCUMENT_TYPES },
  /** The name the file was sent with. */
  file_name: anyString,
  bytes: anyInteger,
});
export type ProposalDocument = FromSchema<typeof proposalDocumentSchema>;

/** The call a proposal answers, as My proposals shows it. */
export const proposalCallSchema = objectOf({
  id: anyInteger,
  title: anyString,
  host: anyString,
  closes_at: dateTime,
});

/** Who sent it: for the call's partner and admins only; null once the account is deleted. */
export const proposalApplicantSchema = nullableObjectOf({
  id: anyInteger,
  kind: anyString,
  name: anyString,
  email: anyString,
  phone: nullableString,
});

/** A proposal as the server answers it. `date` is when it was sent (the spec's field); `applicant` and `note` appear
 * only in the call's partner's and admins' answers. */
export const proposalItemSchema = objectOf(
  {
    id: anyInteger,
    title: anyString,
    coverLetter: anyString,
    status: { type: 'string', enum: PROPOSAL_STATUSES },
    message: nullableString,
    decided_at: nullableDateTime,
    date: dateTime,
    updated_at: dateTime,
    host: anyString,
    call: proposalCallSchema,
    documents: { type: 'array', items: proposalDocumentSchema },
  },
  { applicant: proposalApplicantSchema, note: nullableString },
);
export type ProposalItem = FromSchema<typeof proposalItemSchema>;

/** One document as the spec's proposal carries it: `data` is base64 (as the spec's upload service takes it). */
export const proposalDocumentBodySchema = objectOf(
  {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    type: { type: 'string', maxLength: 40 },
    data: { type: 'string', maxLength: 7_100_000 },
  },
  { file_name: { type: 'string', maxLength: 200 } },
);

/** POST /prop/call/{id}/proposal and PUT /prop/proposal/{id}: the spec's proposal shape. On an edit, `documents` may
 * leave out a required document already sent (it is kept). */
export const proposalBodySchema = optionalObjectOf({
  title: { type: 'string', maxLength: PROPOSAL_TITLE_MAX },
  coverLetter: { type: 'string', maxLength: PROPOSAL_COVER_LETTER_MAX },
  documents: { type: 'array', maxItems: PROPOSAL_DOCUMENTS_MAX, items: proposalDocumentBodySchema },
});
export type ProposalBodyFields = FromSchema<typeof proposalBodySchema>;
export type ProposalBody = Required<ProposalBodyFields>;

/** PATCH /prop/proposal/{id}: the partner's decision, with its message (required). */
export const proposalDecisionBodySchema = objectOf({
  status: { type: 'string', enum: PROPOSAL_DECISIONS },
  message: { type: 'string', maxLength: PROPOSAL_MESSAGE_MAX },
});
export type ProposalDecisionBody = FromSchema<typeof proposalDecisionBodySchema>;

/** PUT /prop/proposal/{id}/note: the partner's private note (empty clears it). */
export const proposalNoteBodySchema = objectOf({ note: { type: 'string', maxLength: PROPOSAL_NOTE_MAX } });
export type ProposalNoteBody = FromSchema<typeof proposalNoteBodySchema>;
