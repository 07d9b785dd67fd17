// Funding applications (issue 13): the portal's own application form, used when the external funding forms are not
// configured. The statuses, the programmes, the limits both sides enforce, and the wire shapes declared once as JSON
// schemas `as const` (the server validates and answers with them) with their types derived (FromSchema, type-only).
import type { FromSchema } from 'json-schema-to-ts';
import { optionsOf } from './option-lists';
import { anyInteger, anyString, nullableString, objectOf } from './schema-fragments';

/** received -> under_review -> approved | declined (an admin may move an application to any other status). */
export const FUNDING_STATUS_LABELS = {
  received: 'Received',
  under_review: 'Under review',
  approved: 'Approved',
  declined: 'Declined',
} as const;
export const FUNDING_STATUSES = optionsOf(FUNDING_STATUS_LABELS);
export type FundingStatus = (typeof FUNDING_STATUSES)[number];
/** One number per status, each from `countOf`: the admin list's tallies (the server's query, the portal's reading). */
export const countsByStatus = (countOf: (status: FundingStatus) => number) =>
  Object.fromEntries(FUNDING_STATUSES.map((s) => [s, countOf(s)])) as Record<FundingStatus, number>;

/** The programmes an applicant may apply under (docs/funding.md: the spec names none; the ministry can rename them). */
export const FUNDING_PROGRAMME_LABELS = {
  grant: 'Creative economy grant',
  loan: 'Low-interest loan',
  equity: 'Equity investment',
  sponsorship: 'Project sponsorship',
} as const;
export const FUNDING_PROGRAMMES = optionsOf(FUNDING_PROGRAMME_LABELS);
export type FundingProgramme = (typeof FUNDING_PROGRAMMES)[number];

/** Whole naira. */
export const FUNDING_AMOUNT_MIN = 1_000;
export const FUNDING_AMOUNT_MAX = 1_000_000_000;
export const FUNDING_PURPOSE_MIN = 20;
export const FUNDING_PURPOSE_MAX = 2_000;
export const FUNDING_NOTE_MAX = 1_000;
/** Supporting documents: PDF, PNG or JPEG (WebP and GIF images are accepted and stored as PNG), 5 MB each, 5 at most. */
export const FUNDING_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const FUNDING_DOCUMENTS_MAX = 5;
export const FUNDING_DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
/** What a stored document is: PDF, or an image re-encoded as PNG or JPEG. */
export const FUNDING_DOCUMENT_MIMES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type FundingDocumentMime = (typeof FUNDING_DOCUMENT_MIMES)[number];

const statusSchema = { type: 'string', enum: FUNDING_STATUSES } as const;

/** A stored supporting document (download: GET /prop/funding/document/{id}, the applicant and admins only). */
export const fundingDocumentSchema = objectOf({
  id: anyInteger,
  name: anyString,
  mime: { type: 'string', enum: FUNDING_DOCUMENT_MIMES },
  bytes: anyInteger,
});
export type FundingDocument = FromSchema<typeof fundingDocumentSchema>;

const statusChangeSchema = objectOf({ status: statusSchema, note: nullableString, created_at: anyString });
export type FundingStatusChange = FromSchema<typeof statusChangeSchema>;

/**
 * One application as GET /prop/funding (the applicant's own) and GET /prop/admin/funding list it: `reference`
 * (FA-000123) is quoted in the mails; `history` is oldest first (received, then every change with its note).
 */
export const fundingApplicationSchema = objectOf({
  id: anyInteger,
  reference: anyString,
  status: statusSchema,
  amount: anyInteger,
  purpose: anyString,
  programme: { type: 'string', enum: FUNDING_PROGRAMMES },
  applicant: objectOf({ name: anyString, email: anyString, phone_number: nullableString, kind: anyString }),
  documents: { type: 'array', items: fundingDocumentSchema },
  history: { type: 'array', items: statusChangeSchema },
  created_at: anyString,
  updated_at: anyString,
});
export type FundingApplication = FromSchema<typeof fundingApplicationSchema>;

/** POST /prop/funding: the applicant's details come from their profile, never from the body; `documents` are ids
 * returned by POST /prop/funding/document. */
export const createFundingBodySchema = {
  type: 'object',
  required: ['amount', 'purpose', 'programme'],
  additionalProperties: false,
  properties: {
    amount: {
      type: 'integer',
      minimum: FUNDING_AMOUNT_MIN,
      maximum: FUNDING_AMOUNT_MAX,
      description: 'Whole naira',
    },
    purpose: {
      type: 'string',
      minLength: FUNDING_PURPOSE_MIN,
      maxLength: FUNDING_PURPOSE_MAX,
      pattern: '\\S',
    },
    programme: { type: 'string', enum: FUNDING_PROGRAMMES },
    documents: {
      type: 'array',
      maxItems: FUNDING_DOCUMENTS_MAX,
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
      default: [],
    },
  },
} as const;
/** `documents` has a default ([]), so the type has it: the portal always sends it. */
export type CreateFundingApplicationBody = FromSchema<typeof createFundingBodySchema>;

/** POST /prop/funding/document: one file as base64 (no data-URL prefix), as the upload service takes images. */
export const uploadFundingDocumentBodySchema = {
  type: 'object',
  required: ['name', 'file'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, description: "The file's own name (display only)" },
    file: { type: 'string', minLength: 1, description: 'The file as base64, without a data-URL prefix' },
  },
} as const;
export type UploadFundingDocumentBody = FromSchema<typeof uploadFundingDocumentBodySchema>;

/** PATCH /prop/admin/funding/{id}. */
export const changeFundingStatusBodySchema = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: statusSchema, note: { type: 'string', maxLength: FUNDING_NOTE_MAX } },
} as const;
export type ChangeFundingStatusBody = FromSchema<typeof changeFundingStatusBodySchema>;

export function fundingReference(id: number): string {
  return `FA-${String(id).padStart(6, '0')}`;
}

/** '₦1,250,000' */
export function formatNaira(amount: number): string {
  return `₦${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
