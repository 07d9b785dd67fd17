// JSON schemas of the funding applications (issue 13, docs/funding.md; extensions beyond the spec's API), around the
// application, document and body schemas declared in contract/funding.ts.
import {
  changeFundingStatusBodySchema,
  createFundingBodySchema,
  fundingApplicationSchema,
  fundingDocumentSchema,
  FUNDING_DOCUMENT_MIMES,
  FUNDING_STATUSES,
  uploadFundingDocumentBodySchema,
  type FundingStatus,
} from '../../contract/funding';
import {
  envelopeSchema,
  errorSchema,
  fileAnswerSchema,
  pagedListSchema,
  errorAnswers,
} from '../lib/envelope';

const EXT =
  "extension (issue 13): the portal's own funding application, used when the external forms are not configured.";
const security = [{ token: [] }];
const status = { type: 'string', enum: [...FUNDING_STATUSES] } as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const uploadFundingDocumentSchema = {
  tags: ['funding'],
  summary: 'Upload one supporting document of a funding application (PDF, or an image), kept private',
  description: `${EXT} The type is judged by the file's bytes (%PDF- for PDF; PNG, JPEG, WebP or GIF images are re-encoded). At most 5 MB. The answer's id goes in the application's documents.`,
  security,
  body: uploadFundingDocumentBodySchema,
  response: {
    201: envelopeSchema(fundingDocumentSchema),
    ...errorAnswers(400, 401, 403, 413, 415, 429, 503),
  },
} as const;

export const downloadFundingDocumentSchema = {
  tags: ['funding'],
  summary: 'Download a supporting document: the applicant who uploaded it and admins only',
  description: EXT,
  security,
  params: idParams,
  response: {
    // The stored bytes, streamed as they are (never serialised): documented per type, so the type provider lets the
    // handler send the stream.
    200: fileAnswerSchema(
      "The document's bytes, as a download (Content-Disposition: attachment)",
      FUNDING_DOCUMENT_MIMES,
    ),
    ...errorAnswers(400, 401, 403, 404, 429),
  },
} as const;

export const createFundingSchema = {
  tags: ['funding'],
  summary: 'Apply for funding: the applicant details come from the signed-in profile',
  description: `${EXT} Creatives and businesses with a verified e-mail. The applicant is mailed a confirmation.`,
  security,
  body: createFundingBodySchema,
  response: {
    201: envelopeSchema(fundingApplicationSchema),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    429: errorSchema,
  },
} as const;

export const ownFundingSchema = {
  tags: ['funding'],
  summary: "The signed-in applicant's funding applications, newest first, with their status history",
  description: EXT,
  security,
  response: {
    200: envelopeSchema({ type: 'array', items: fundingApplicationSchema }),
    401: errorSchema,
    403: errorSchema,
  },
} as const;

const adminQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status,
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

const countsSchema = {
  type: 'object',
  additionalProperties: false,
  // One count per status (built from the list, so the type is given here).
  properties: Object.fromEntries(FUNDING_STATUSES.map((s) => [s, { type: 'integer' }])) as Record<
    FundingStatus,
    { readonly type: 'integer' }
  >,
} as const;

export const adminFundingListSchema = {
  tags: ['admin', 'funding'],
  summary: 'Every funding application, newest first (status narrows the list), with counts per status',
  description: `${EXT} Default page 1, limit 20.`,
  security,
  querystring: adminQuery,
  response: {
    200: pagedListSchema(fundingApplicationSchema, { counts: countsSchema }),
    ...errorAnswers(400, 401, 403),
  },
} as const;

export const changeFundingStatusSchema = {
  tags: ['admin', 'funding'],
  summary: "Change a funding application's status (with an optional note); the applicant is mailed",
  description: EXT,
  security,
  params: idParams,
  body: changeFundingStatusBodySchema,
  response: {
    200: envelopeSchema(fundingApplicationSchema),
    ...errorAnswers(400, 401, 403, 404, 429),
  },
} as const;
