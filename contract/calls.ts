// Calls for proposals and the proposals sent to them (issue 32, docs/proposals.md), declared once: the items the
// /prop/call and /prop/proposal routes answer with and the bodies they take, as JSON schemas `as const` with their
// TypeScript types derived from them (FromSchema, type-only). The server validates and answers with these schemas;
// the portal imports only the types and the constants.
import type { FromSchema } from 'json-schema-to-ts';
import { imagesBodySchema } from './content-body';
import { CONTENT_ITEM_REQUIRED, contentItemProperties } from './content-item';
import { type BodyWith, optionalObjectOf } from './schema-fragments';

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

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableAmount = { type: ['integer', 'null'] } as const;
const stringList = { type: 'array', items: { type: 'string' } } as const;

/** A call as the server answers it. `open` is true between opens_at and closes_at; `proposals` counts its proposals
 * (only for the call's partner and admins; null for anyone else). */
export const callItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...CONTENT_ITEM_REQUIRED,
    'title',
    'description',
    'host',
    'opens_at',
    'closes_at',
    'amount_min',
    'amount_max',
    'eligible_kinds',
    'sectors',
    'states',
    'documents_required',
    'open',
  ],
  properties: {
    ...contentItemProperties,
    title: text,
    description: text,
    host: text,
    opens_at: { type: 'string', format: 'date-time' },
    closes_at: { type: 'string', format: 'date-time' },
    amount_min: nullableAmount,
    amount_max: nullableAmount,
    eligible_kinds: { type: 'array', items: { type: 'string', enum: CALL_KINDS } },
    sectors: stringList,
    states: stringList,
    documents_required: stringList,
    open: { type: 'boolean' },
    proposals: { type: ['integer', 'null'] },
  },
} as const;
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
export const proposalDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'type', 'file_name', 'bytes'],
  properties: {
    id: { type: 'integer' },
    /** The required document it answers (Cover Letter, CAC, ...). */
    name: text,
    type: { type: 'string', enum: PROPOSAL_DOCUMENT_TYPES },
    /** The name the file was sent with. */
    file_name: text,
    bytes: { type: 'integer' },
  },
} as const;
export type ProposalDocument = FromSchema<typeof proposalDocumentSchema>;

/** The call a proposal answers, as My proposals shows it. */
export const proposalCallSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'host', 'closes_at'],
  properties: {
    id: { type: 'integer' },
    title: text,
    host: text,
    closes_at: { type: 'string', format: 'date-time' },
  },
} as const;

/** Who sent it: for the call's partner and admins only; null once the account is deleted. */
export const proposalApplicantSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['id', 'kind', 'name', 'email', 'phone'],
  properties: {
    id: { type: 'integer' },
    kind: text,
    name: text,
    email: text,
    phone: nullableText,
  },
} as const;

/** A proposal as the server answers it. `date` is when it was sent (the spec's field); `applicant` and `note` appear
 * only in the call's partner's and admins' answers. */
export const proposalItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'title',
    'coverLetter',
    'status',
    'message',
    'decided_at',
    'date',
    'updated_at',
    'host',
    'call',
    'documents',
  ],
  properties: {
    id: { type: 'integer' },
    title: text,
    coverLetter: text,
    status: { type: 'string', enum: PROPOSAL_STATUSES },
    message: nullableText,
    decided_at: { type: ['string', 'null'], format: 'date-time' },
    date: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    host: text,
    call: proposalCallSchema,
    documents: { type: 'array', items: proposalDocumentSchema },
    applicant: proposalApplicantSchema,
    note: nullableText,
  },
} as const;
export type ProposalItem = FromSchema<typeof proposalItemSchema>;

/** One document as the spec's proposal carries it: `data` is base64 (as the spec's upload service takes it). */
export const proposalDocumentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type', 'data'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    type: { type: 'string', maxLength: 40 },
    data: { type: 'string', maxLength: 7_100_000 },
    file_name: { type: 'string', maxLength: 200 },
  },
} as const;

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
export const proposalDecisionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'message'],
  properties: {
    status: { type: 'string', enum: PROPOSAL_DECISIONS },
    message: { type: 'string', maxLength: PROPOSAL_MESSAGE_MAX },
  },
} as const;
export type ProposalDecisionBody = FromSchema<typeof proposalDecisionBodySchema>;

/** PUT /prop/proposal/{id}/note: the partner's private note (empty clears it). */
export const proposalNoteBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['note'],
  properties: { note: { type: 'string', maxLength: PROPOSAL_NOTE_MAX } },
} as const;
export type ProposalNoteBody = FromSchema<typeof proposalNoteBodySchema>;
