// JSON schemas of the calls-for-proposals routes (issue 32, docs/proposals.md; extensions beyond the spec's API, under
// the `calls` capability), around the items and bodies declared in contract/calls.ts.
import {
  callBodySchema,
  callItemSchema,
  PROPOSAL_STATUSES,
  proposalBodySchema,
  proposalDecisionBodySchema,
  proposalItemSchema,
  proposalNoteBodySchema,
} from '../../contract/calls';
import {
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_MIN,
  TAKE_DOWN_RETENTION_DAYS,
  takeDownBodySchema,
} from '../../contract/moderation';
import { envelopeSchema, errorAnswers, fileAnswerSchema, pagedListSchema } from '../lib/envelope';
import { idParamsSchema } from './content';

const EXT = 'extension (issue 32, capability `calls`): calls for proposals.';
const security = [{ token: [] }];
const calls = ['calls'];
const proposals = ['proposals'];

const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  limit: { type: 'integer', minimum: 1, maximum: 100 },
} as const;

export const listCallsSchema = {
  tags: calls,
  summary: 'Calls for proposals: open ones first (closing soonest first), then upcoming, then closed',
  description: `${EXT} q searches the title; open=true lists only calls open now; with page, limit or q the answer carries meta.`,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...pageQuery,
      q: { type: 'string', maxLength: 100 },
      open: { type: 'boolean' },
      exclude: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
  },
  response: {
    200: pagedListSchema(callItemSchema),
    ...errorAnswers(400),
  },
} as const;

export const ownCallsSchema = {
  tags: calls,
  summary: "The caller's own calls for proposals with their proposal counts (partners, admins)",
  description: EXT,
  querystring: { type: 'object', additionalProperties: false, properties: pageQuery },
  response: {
    200: pagedListSchema(callItemSchema),
    ...errorAnswers(400, 401, 403),
  },
} as const;

export const getCallSchema = {
  tags: calls,
  summary: 'One call for proposals',
  description: EXT,
  params: idParamsSchema,
  response: { 200: envelopeSchema(callItemSchema), ...errorAnswers(400, 404) },
} as const;

export const createCallSchema = {
  tags: calls,
  summary: 'Publish a call for proposals (approved partners, admins)',
  description: `${EXT} opens_at and closes_at are YYYY-MM-DD (West Africa Time: the opening day's start, the closing day's end) or ISO timestamps; host defaults to the partner's name.`,
  body: callBodySchema,
  response: { 201: envelopeSchema(callItemSchema), ...errorAnswers(400, 401, 403, 429) },
} as const;

export const updateCallSchema = {
  tags: calls,
  summary: 'Replace one of your calls for proposals (its author, or an admin)',
  description:
    `${EXT} The whole call, with the creation's fields and rules; the closing date may be moved into the past to ` +
    'close it while no proposal was sent. Once proposals exist (409 with the rule broken): the documents required ' +
    'and the opening date cannot change, the closing date can only move later (POST …/close ends it now), and who ' +
    'may apply can only widen (no kind, sector or state removed). Title, description, host, images and amounts ' +
    'stay free.',
  params: idParamsSchema,
  body: callBodySchema,
  response: { 200: envelopeSchema(callItemSchema), ...errorAnswers(400, 401, 403, 404, 409) },
} as const;

export const closeCallSchema = {
  tags: calls,
  summary: 'Close one of your calls for proposals now (its author, or an admin)',
  description: EXT,
  params: idParamsSchema,
  response: { 200: envelopeSchema(callItemSchema), ...errorAnswers(400, 401, 403, 404) },
} as const;

export const deleteCallSchema = {
  tags: calls,
  summary:
    'Delete one of your calls for proposals (only while it has no proposals), or take a call down (admins)',
  description:
    `${EXT} The author deletes their own call with no body while it has no proposals (409 otherwise: close it). An ` +
    `admin removing someone else's call takes it down, as any content (issue 14): { "reason": "..." } of ` +
    `${TAKE_DOWN_REASON_MIN} to ${TAKE_DOWN_REASON_MAX} characters (400 otherwise), mailed to the author, who may ` +
    `appeal within ${TAKE_DOWN_RETENTION_DAYS} days; its proposals and their documents go with it.`,
  params: idParamsSchema,
  body: takeDownBodySchema,
  response: { 200: envelopeSchema({ type: 'null' }), ...errorAnswers(400, 401, 403, 404, 409) },
} as const;

export const submitProposalSchema = {
  tags: proposals,
  summary: 'Send a proposal to a call (verified creatives and businesses that match its eligibility)',
  description:
    `${EXT} The spec's proposal shape: { title, coverLetter, documents: [{ name, type, data }] } with data base64 and ` +
    'type pdf, png or jpeg (judged by the bytes), one file per required document, each at most 5 MB (at most four ' +
    "full-size documents' worth per request). One proposal per account and call (409); nothing after the closing " +
    "date (403). Also multipart/form-data (the portal's binary form, a third fewer bytes): the text fields `title` " +
    "and `coverLetter` and one file part per required document, the part named by the document's name; the same " +
    'checks and answers.',
  security,
  params: idParamsSchema,
  body: proposalBodySchema,
  response: {
    201: envelopeSchema(proposalItemSchema),
    ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
  },
} as const;

export const editProposalSchema = {
  tags: proposals,
  summary: 'Edit your proposal until the closing date, while it is PENDING',
  description:
    `${EXT} Each document sent replaces the one of the same name; the others are kept. JSON (the spec's shape) or ` +
    'multipart/form-data (`title`, `coverLetter`, a file part per document sent, named by the document).',
  security,
  params: idParamsSchema,
  body: proposalBodySchema,
  response: { 200: envelopeSchema(proposalItemSchema), ...errorAnswers(400, 401, 403, 404, 413, 415, 429) },
} as const;

export const withdrawProposalSchema = {
  tags: proposals,
  summary: 'Withdraw your proposal until the closing date: it is deleted with its documents',
  description: EXT,
  security,
  params: idParamsSchema,
  response: { 200: envelopeSchema({ type: 'null' }), ...errorAnswers(400, 401, 403, 404, 429) },
} as const;

export const myProposalsSchema = {
  tags: proposals,
  summary: "The signed-in member's proposals, newest first, each with its call, host and status",
  description: EXT,
  security,
  response: { 200: envelopeSchema({ type: 'array', items: proposalItemSchema }), ...errorAnswers(401, 403) },
} as const;

export const getProposalSchema = {
  tags: proposals,
  summary:
    "One proposal: its applicant, the call's partner and admins (the applicant and note only for the last two)",
  description: EXT,
  security,
  params: idParamsSchema,
  response: { 200: envelopeSchema(proposalItemSchema), ...errorAnswers(400, 401, 403, 404) },
} as const;

export const callProposalsSchema = {
  tags: proposals,
  summary: "A call's proposals for its partner and admins, newest first, paged, filterable by status",
  description: `${EXT} An applicant whose account was deleted shows as applicant null ("Applicant account deleted").`,
  security,
  params: idParamsSchema,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQuery, status: { type: 'string', enum: PROPOSAL_STATUSES } },
  },
  response: {
    200: pagedListSchema(proposalItemSchema),
    ...errorAnswers(400, 401, 403, 404),
  },
} as const;

export const callProposalsCsvSchema = {
  tags: proposals,
  summary:
    "A call's proposals as CSV (names, contact, status, dates; no documents), for its partner and admins",
  description: `${EXT} A cell a spreadsheet would run as a formula is prefixed with an apostrophe.`,
  security,
  params: idParamsSchema,
  response: {
    200: fileAnswerSchema('The proposals, one row each', ['text/csv']),
    ...errorAnswers(400, 401, 403, 404),
  },
} as const;

export const decideProposalSchema = {
  tags: proposals,
  summary: "Decide on a proposal (the call's partner, or an admin): APPROVED or REJECTED with a message",
  description: `${EXT} The applicant is mailed in their language. Once decided, only an admin can change the decision.`,
  security,
  params: idParamsSchema,
  body: proposalDecisionBodySchema,
  response: { 200: envelopeSchema(proposalItemSchema), ...errorAnswers(400, 401, 403, 404, 429) },
} as const;

export const noteProposalSchema = {
  tags: proposals,
  summary: "The call's partner's private note on a proposal (the partner and admins only see it)",
  description: EXT,
  security,
  params: idParamsSchema,
  body: proposalNoteBodySchema,
  response: { 200: envelopeSchema(proposalItemSchema), ...errorAnswers(400, 401, 403, 404, 429) },
} as const;

export const downloadProposalDocumentSchema = {
  tags: proposals,
  summary: "A proposal's document: the applicant, the call's partner and admins only",
  description: EXT,
  security,
  params: idParamsSchema,
  response: {
    200: fileAnswerSchema("The document's bytes, as a download (Content-Disposition: attachment)", [
      'application/pdf',
      'image/png',
      'image/jpeg',
    ]),
    ...errorAnswers(400, 401, 403, 404, 429),
  },
} as const;
