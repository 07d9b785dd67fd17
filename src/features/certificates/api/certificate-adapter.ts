// The one reader of a certificate in the API's answers (GET /prop/public/certificate/{code}, /prop/certificate/mine):
// the raw item into the contract's CertificateItem, tolerant of missing fields.
import type { CertificateItem, CertificateKind } from '@contract/certificates';
import { fieldsOf, text, textOrNull } from '@/lib/adapt';

export type Certificate = CertificateItem;

export function toCertificate(raw: unknown): Certificate {
  const fields = fieldsOf(raw);
  const kind: CertificateKind = fields.kind === 'registration' ? 'registration' : 'training';
  return {
    code: text(fields.code),
    kind,
    status: fields.status === 'revoked' ? 'revoked' : 'valid',
    holder_name: textOrNull(fields.holder_name),
    holder_deleted: fields.holder_deleted === true,
    title: text(fields.title),
    partner_name: textOrNull(fields.partner_name),
    training_date: textOrNull(fields.training_date),
    state: textOrNull(fields.state),
    issued_at: text(fields.issued_at),
    revoked_at: textOrNull(fields.revoked_at),
    revoked_reason: textOrNull(fields.revoked_reason),
    can_revoke: fields.can_revoke === true,
  };
}
