// Funding applications (issue 13): the portal's own application form, used when the external funding forms are not
// configured. The statuses, the programmes, the limits both sides enforce and the wire types. Pure data and types.

/** received -> under_review -> approved | declined (an admin may move an application to any other status). */
export const FUNDING_STATUSES = ['received', 'under_review', 'approved', 'declined'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export const FUNDING_STATUS_LABELS: Record<FundingStatus, string> = {
  received: 'Received',
  under_review: 'Under review',
  approved: 'Approved',
  declined: 'Declined',
};

/** The programmes an applicant may apply under (docs/funding.md: the spec names none; the ministry can rename them). */
export const FUNDING_PROGRAMMES = ['grant', 'loan', 'equity', 'sponsorship'] as const;
export type FundingProgramme = (typeof FUNDING_PROGRAMMES)[number];

export const FUNDING_PROGRAMME_LABELS: Record<FundingProgramme, string> = {
  grant: 'Creative economy grant',
  loan: 'Low-interest loan',
  equity: 'Equity investment',
  sponsorship: 'Project sponsorship',
};

/** Whole naira. */
export const FUNDING_AMOUNT_MIN = 1_000;
export const FUNDING_AMOUNT_MAX = 1_000_000_000;
export const FUNDING_PURPOSE_MIN = 20;
export const FUNDING_PURPOSE_MAX = 2_000;
export const FUNDING_NOTE_MAX = 1_000;
/** Supporting documents: PDF, PNG or JPEG (WebP and GIF images are accepted and stored as PNG), 5 MB each, 5 at most. */
export const FUNDING_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const FUNDING_DOCUMENTS_MAX = 5;
export const FUNDING_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type FundingDocumentMime = 'application/pdf' | 'image/png' | 'image/jpeg';

/** A stored supporting document (download: GET /prop/funding/document/{id}, the applicant and admins only). */
export interface FundingDocument {
  id: number;
  name: string;
  mime: FundingDocumentMime;
  bytes: number;
}

export interface FundingStatusChange {
  status: FundingStatus;
  note: string | null;
  created_at: string;
}

/** One application as GET /prop/funding (the applicant's own) and GET /prop/admin/funding list it. */
export interface FundingApplication {
  id: number;
  /** FA-000123: quoted in the mails. */
  reference: string;
  status: FundingStatus;
  amount: number;
  purpose: string;
  programme: FundingProgramme;
  applicant: { name: string; email: string; phone_number: string | null; kind: string };
  documents: FundingDocument[];
  /** Oldest first: received, then every change with its note. */
  history: FundingStatusChange[];
  created_at: string;
  updated_at: string;
}

/** POST /prop/funding: the applicant's details come from their profile, never from the body. */
export interface CreateFundingApplicationBody {
  amount: number;
  purpose: string;
  programme: FundingProgramme;
  /** Ids returned by POST /prop/funding/document. */
  documents: number[];
}

/** POST /prop/funding/document: one file as base64 (no data-URL prefix), as the upload service takes images. */
export interface UploadFundingDocumentBody {
  name: string;
  file: string;
}

/** PATCH /prop/admin/funding/{id}. */
export interface ChangeFundingStatusBody {
  status: FundingStatus;
  note?: string;
}

export function fundingReference(id: number): string {
  return `FA-${String(id).padStart(6, '0')}`;
}

/** '₦1,250,000' */
export function formatNaira(amount: number): string {
  return `₦${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
