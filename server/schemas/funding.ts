// JSON schemas of the funding applications (issue 13, docs/funding.md; extensions beyond the spec's API) and the
// body and query types derived from them.
import type { FromSchema } from 'json-schema-to-ts';
import {
  FUNDING_AMOUNT_MAX,
  FUNDING_AMOUNT_MIN,
  FUNDING_DOCUMENTS_MAX,
  FUNDING_NOTE_MAX,
  FUNDING_PROGRAMMES,
  FUNDING_PURPOSE_MAX,
  FUNDING_PURPOSE_MIN,
  FUNDING_STATUSES,
} from '../../contract/funding';
import { envelopeSchema, errorSchema, fileAnswerSchema, pageMetaSchema } from '../lib/envelope';

const EXT = "extension (issue 13): the portal's own funding application, used when the external forms are not configured.";
const security = [{ token: [] }];
const str = { type: 'string' } as const;
const status = { type: 'string', enum: [...FUNDING_STATUSES] } as const;

const documentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: str,
    mime: { type: 'string', enum: ['application/pdf', 'image/png', 'image/jpeg'] },
    bytes: { type: 'integer' },
  },
} as const;

export const fundingApplicationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    reference: str,
    status,
    amount: { type: 'integer' },
    purpose: str,
    programme: { type: 'string', enum: [...FUNDING_PROGRAMMES] },
    applicant: {
      type: 'object',
      additionalProperties: false,
      properties: { name: str, email: str, phone_number: { type: ['string', 'null'] }, kind: str },
    },
    documents: { type: 'array', items: documentSchema },
    history: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { status, note: { type: ['string', 'null'] }, created_at: str },
      },
    },
    created_at: str,
    updated_at: str,
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const uploadBody = {
  type: 'object',
  required: ['name', 'file'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, description: "The file's own name (display only)" },
    file: { type: 'string', minLength: 1, description: 'The file as base64, without a data-URL prefix' },
  },
} as const;
export type UploadFundingDocumentBody = FromSchema<typeof uploadBody>;

export const uploadFundingDocumentSchema = {
  tags: ['funding'],
  summary: 'Upload one supporting document of a funding application (PDF, or an image), kept private',
  description: `${EXT} The type is judged by the file's bytes (%PDF- for PDF; PNG, JPEG, WebP or GIF images are re-encoded). At most 5 MB. The answer's id goes in the application's documents.`,
  security,
  body: uploadBody,
  response: {
    201: envelopeSchema(documentSchema),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    413: errorSchema,
    415: errorSchema,
    429: errorSchema,
    503: errorSchema,
  },
} as const;

export const downloadFundingDocumentSchema = {
  tags: ['funding'],
  summary: 'Download a supporting document: the applicant who uploaded it and admins only',
  description: EXT,
  security,
  params: idParams,
  response: {
    200: fileAnswerSchema('The document, as an attachment', documentSchema.properties.mime.enum),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    429: errorSchema,
  },
} as const;

const createBody = {
  type: 'object',
  required: ['amount', 'purpose', 'programme'],
  additionalProperties: false,
  properties: {
    amount: { type: 'integer', minimum: FUNDING_AMOUNT_MIN, maximum: FUNDING_AMOUNT_MAX, description: 'Whole naira' },
    purpose: { type: 'string', minLength: FUNDING_PURPOSE_MIN, maxLength: FUNDING_PURPOSE_MAX, pattern: '\\S' },
    programme: { type: 'string', enum: [...FUNDING_PROGRAMMES] },
    documents: {
      type: 'array',
      maxItems: FUNDING_DOCUMENTS_MAX,
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
      default: [],
    },
  },
} as const;
export type CreateFundingBody = FromSchema<typeof createBody>;

export const createFundingSchema = {
  tags: ['funding'],
  summary: 'Apply for funding: the applicant details come from the signed-in profile',
  description: `${EXT} Creatives and businesses with a verified e-mail. The applicant is mailed a confirmation.`,
  security,
  body: createBody,
  response: { 201: envelopeSchema(fundingApplicationSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
} as const;

export const ownFundingSchema = {
  tags: ['funding'],
  summary: "The signed-in applicant's funding applications, newest first, with their status history",
  description: EXT,
  security,
  response: { 200: envelopeSchema({ type: 'array', items: fundingApplicationSchema }), 401: errorSchema, 403: errorSchema },
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
export type AdminFundingQuery = FromSchema<typeof adminQuery>;

const countsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(FUNDING_STATUSES.map((s) => [s, { type: 'integer' }])),
} as const;

export const adminFundingListSchema = {
  tags: ['admin', 'funding'],
  summary: 'Every funding application, newest first (status narrows the list), with counts per status',
  description: `${EXT} Default page 1, limit 20.`,
  security,
  querystring: adminQuery,
  response: {
    200: envelopeSchema({ type: 'array', items: fundingApplicationSchema }, { meta: pageMetaSchema, counts: countsSchema }),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
  },
} as const;

const statusBody = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status, note: { type: 'string', maxLength: FUNDING_NOTE_MAX } },
} as const;
export type ChangeFundingStatusBody = FromSchema<typeof statusBody>;

export const changeFundingStatusSchema = {
  tags: ['admin', 'funding'],
  summary: "Change a funding application's status (with an optional note); the applicant is mailed",
  description: EXT,
  security,
  params: idParams,
  body: statusBody,
  response: {
    200: envelopeSchema(fundingApplicationSchema),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    429: errorSchema,
  },
} as const;
