// JSON schemas of the certificate routes (issue 33, section 3): issuing, the public verification, the holder's list,
// the PDF, the Open Badges credential, revocation, the certificate of registration, and the public keys. Extensions
// beyond the spec's API.
import {
  CERTIFICATE_CODE_PATTERN,
  certificateItemSchema,
  issueCertificatesResultSchema,
  revokeCertificateBodySchema,
} from '../../contract/certificates';
import { envelopeSchema, errorAnswers, fileAnswerSchema } from '../lib/envelope';

const EXT = "extension: not part of the spec's API (issue 33, certificates; docs/training.md).";
const TAGS = ['certificates'];
const security = [{ token: [] }];

const codeParams = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', pattern: CERTIFICATE_CODE_PATTERN } },
} as const;

const eventParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const issueCertificatesSchema = {
  tags: TAGS,
  summary: "Issue the training's certificates",
  description:
    `${EXT} The training's partner or an admin, once the training has started. Every attended registration without a ` +
    'certificate gets one, and its holder an e-mail with the verify link. Idempotent: a second call issues nothing ' +
    'twice. data = { issued (now), total (the training has) }.',
  security,
  params: eventParams,
  response: {
    200: envelopeSchema(issueCertificatesResultSchema),
    ...errorAnswers(400, 401, 403, 404, 429),
  },
} as const;

export const publicCertificateSchema = {
  tags: TAGS,
  summary: 'Verify a certificate',
  description:
    `${EXT} Public (a token, when sent, adds can_revoke for the training's partner or an admin). What the certificate certifies, and status valid or revoked (with the reason). holder_deleted ` +
    "is true (and holder_name null) once the holder's account is deleted: still verifiable as issued. Never cached " +
    'by shared caches, so a revocation shows at once.',
  params: codeParams,
  response: { 200: envelopeSchema(certificateItemSchema), ...errorAnswers(400, 404) },
} as const;

export const myCertificatesSchema = {
  tags: TAGS,
  summary: 'My certificates',
  description: `${EXT} Signed in, any kind. The certificates the account holds, newest first.`,
  security,
  response: {
    200: envelopeSchema({ type: 'array', items: certificateItemSchema }),
    ...errorAnswers(401),
  },
} as const;

export const certificatePdfSchema = {
  tags: TAGS,
  summary: 'Download a certificate as PDF',
  description:
    `${EXT} The holder, the training's partner or an admin. A4 landscape, with a QR code of the verify page; in the ` +
    "request's language (?lang= or Accept-Language).",
  security,
  params: codeParams,
  response: {
    200: fileAnswerSchema('The certificate (Content-Disposition: attachment)', ['application/pdf']),
    ...errorAnswers(400, 401, 403, 404, 429),
  },
} as const;

export const certificateCredentialSchema = {
  tags: TAGS,
  summary: 'Download a certificate as an Open Badges 3.0 credential',
  description:
    `${EXT} The holder, the training's partner or an admin. An OpenBadgeCredential signed as a VC-JWT (compact JWS, ` +
    'EdDSA, header kid naming a key of /.well-known/jwks.json), as a download (application/vc+jwt).',
  security,
  params: codeParams,
  response: {
    200: fileAnswerSchema('The VC-JWT (Content-Disposition: attachment)', ['application/vc+jwt']),
    ...errorAnswers(400, 401, 403, 404, 429),
  },
} as const;

export const revokeCertificateSchema = {
  tags: TAGS,
  summary: 'Revoke a certificate',
  description:
    `${EXT} The training's partner or an admin (a certificate of registration: an admin). The verify page and its ` +
    'JSON then say revoked, with the reason. Revoking twice keeps the first reason.',
  security,
  params: codeParams,
  body: revokeCertificateBodySchema,
  response: {
    200: envelopeSchema(certificateItemSchema),
    ...errorAnswers(400, 401, 403, 404, 413, 415, 429),
  },
} as const;

export const registrationCertificateSchema = {
  tags: TAGS,
  summary: 'Get my certificate of registration',
  description:
    `${EXT} Signed in, creative or business, whose BVN/NIN verification succeeded. Issued once (201), then the same ` +
    'one (200).',
  security,
  response: {
    200: envelopeSchema(certificateItemSchema),
    201: envelopeSchema(certificateItemSchema),
    ...errorAnswers(401, 403, 429),
  },
} as const;

export const jwksSchema = {
  tags: TAGS,
  summary: "The portal's public signing keys (JWKS)",
  description:
    `${EXT} Public. The Ed25519 keys (OKP JWK, kid, use sig, alg EdDSA) that verify the portal's credentials, the ` +
    'current one first and retired ones after it.',
  response: {
    200: {
      type: 'object',
      required: ['keys'],
      properties: {
        keys: {
          type: 'array',
          items: {
            type: 'object',
            required: ['kty', 'crv', 'x', 'kid', 'use', 'alg'],
            properties: {
              kty: { type: 'string' },
              crv: { type: 'string' },
              x: { type: 'string' },
              kid: { type: 'string' },
              use: { type: 'string' },
              alg: { type: 'string' },
            },
          },
        },
      },
    },
  },
} as const;
