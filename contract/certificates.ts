// Certificates anyone can verify (issue 33, section 3): the public answer of GET /prop/public/certificate/{code}
// (also each row of GET /prop/certificate/mine), the revocation body and the issuing answer. Declared once as JSON
// schemas `as const`; the types come from them (FromSchema, type-only).
import type { FromSchema } from 'json-schema-to-ts';
import { anyBoolean, anyString, count, nullableString, objectOf } from './schema-fragments';

export const CERTIFICATE_KINDS = ['training', 'registration'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A certificate's public code: 20 characters of base32 (RFC 4648 alphabet, upper case), 100 random bits. */
export const CERTIFICATE_CODE_LENGTH = 20;
export const CERTIFICATE_CODE_PATTERN = '^[A-Z2-7]{20}$';

/** The longest revocation reason. */
export const REVOKE_REASON_MAX = 500;

/**
 * What a certificate certifies. holder_name is null once the holder's account is deleted (holder_deleted true): the
 * certificate stays verifiable as issued. training_date and state are null for a registration certificate (and
 * state for an online training); partner_name is null for a registration certificate (the portal issues it).
 */
export const certificateItemSchema = objectOf(
  {
    code: anyString,
    kind: { type: 'string', enum: CERTIFICATE_KINDS },
    status: { type: 'string', enum: CERTIFICATE_STATUSES },
    holder_name: nullableString,
    holder_deleted: anyBoolean,
    title: anyString,
    partner_name: nullableString,
    training_date: nullableString,
    state: nullableString,
    issued_at: anyString,
    revoked_at: nullableString,
    revoked_reason: nullableString,
  },
  {
    /** GET /prop/public/certificate/{code} with a token: whether the caller (the training's partner, an admin) may
     * revoke it. Absent elsewhere. */
    can_revoke: anyBoolean,
  },
);
export type CertificateItem = FromSchema<typeof certificateItemSchema>;

/** DELETE /prop/certificate/{code}: why it is revoked (shown on the verify page). */
export const revokeCertificateBodySchema = objectOf({
  reason: { type: 'string', minLength: 1, maxLength: REVOKE_REASON_MAX },
});
export type RevokeCertificateBody = FromSchema<typeof revokeCertificateBodySchema>;

/** POST /prop/event/{id}/certificates: issued now, and the training's certificates in all. */
export const issueCertificatesResultSchema = objectOf({ issued: count, total: count });
export type IssueCertificatesResult = FromSchema<typeof issueCertificatesResultSchema>;
