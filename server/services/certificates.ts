// Certificates (issue 33, section 3): the public view of a certificate, its Open Badges 3.0 credential signed as a
// VC-JWT, its PDF, the holder's mail, and who may do what. docs/training.md, "Certificates" and "Keys and
// verification by a third party".
import type { CertificateItem } from '../../contract/certificates';
import type { Language } from '../../contract/languages';
import type { AccountKind } from '../db/tables';
import { render } from '../i18n/registry';
import { certificatePdf } from '../lib/certificate-pdf';
import { noticeMail, PORTAL_NAME } from '../lib/mail-templates';
import type { MailMessage } from '../lib/mail-message';
import { signJwt, type SigningKeys } from '../lib/signing-keys';
import type { CertificateRow, IssuedCertificate } from '../repositories/certificates';

/** The title stored on a certificate of registration (what it certifies; the portal shows its own words for it). */
export const REGISTRATION_TITLE = `Registration with the ${PORTAL_NAME}`;

/** The verify page a certificate's link, mail and QR code point at. */
export const verifyUrl = (publicUrl: string, code: string) => `${publicUrl}/verify/${code}`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Who asks (the signed-in caller). */
interface Caller {
  id: number;
  kind: AccountKind;
}

/** What anyone may read about a certificate: GET /prop/public/certificate/{code} and the holder's list. */
export function certificateItem(row: CertificateRow): CertificateItem {
  const holderDeleted = row.account_id === null;
  return {
    code: row.code,
    kind: row.kind,
    status: row.revoked_at ? 'revoked' : 'valid',
    holder_name: holderDeleted ? null : row.holder_name,
    holder_deleted: holderDeleted,
    title: row.title,
    partner_name: row.partner_name,
    training_date: iso(row.training_date),
    state: row.state,
    issued_at: new Date(row.issued_at).toISOString(),
    revoked_at: iso(row.revoked_at),
    revoked_reason: row.revoked_reason,
  };
}

/** The training's partner or an admin: issuing and revoking. */
export function mayManage(caller: Caller, row: Pick<CertificateRow, 'partner_id'>): boolean {
  return caller.kind === 'admin' || (row.partner_id !== null && row.partner_id === caller.id);
}

/** The holder, the training's partner or an admin: the PDF and the credential. */
export function mayDownload(caller: Caller, row: CertificateRow): boolean {
  return mayManage(caller, row) || (row.account_id !== null && row.account_id === caller.id);
}

/** The mail each new holder gets: what, and the verify link. */
export function certificateMail(publicUrl: string, title: string, issued: IssuedCertificate): MailMessage {
  const language = issued.language;
  return noticeMail({
    to: issued.email,
    language,
    ...(issued.holder_name ? { name: issued.holder_name } : {}),
    subject: render(language, 'mail.certificate.subject', { title }),
    lines: [
      render(language, 'mail.certificate.body', { title, portal: PORTAL_NAME }),
      verifyUrl(publicUrl, issued.code),
      render(language, 'mail.certificate.download'),
    ],
  });
}

const dateText = (value: Date | string, language: Language) =>
  new Intl.DateTimeFormat(language === 'en' || language === 'pcm' ? 'en-NG' : language, {
    dateStyle: 'long',
    timeZone: 'Africa/Lagos',
  }).format(new Date(value));

/** The certificate's PDF in `language`. */
export function certificatePdfOf(
  row: CertificateRow,
  publicUrl: string,
  language: Language,
): Promise<Buffer> {
  const item = certificateItem(row);
  const training = row.kind === 'training';
  const details: string[] = [];
  if (item.partner_name)
    details.push(render(language, 'certificate.pdf.partner', { partner: item.partner_name }));
  if (item.training_date)
    details.push(render(language, 'certificate.pdf.date', { date: dateText(item.training_date, language) }));
  if (item.state) details.push(render(language, 'certificate.pdf.state', { state: item.state }));
  details.push(render(language, 'certificate.pdf.issued', { date: dateText(item.issued_at, language) }));
  return certificatePdf({
    portalName: PORTAL_NAME,
    heading: render(
      language,
      training ? 'certificate.pdf.heading_training' : 'certificate.pdf.heading_registration',
    ),
    lead: render(language, 'certificate.pdf.lead'),
    holder: (item.holder_name ?? render(language, 'certificate.holder_deleted')).normalize('NFC'),
    achievement: render(
      language,
      training ? 'certificate.pdf.achievement_training' : 'certificate.pdf.achievement_registration',
      { portal: PORTAL_NAME },
    ),
    title: training
      ? item.title
      : render(language, 'certificate.pdf.registration_title', { portal: PORTAL_NAME }),
    details,
    verifyLabel: render(language, 'certificate.pdf.verify'),
    verifyUrl: verifyUrl(publicUrl, row.code),
    ...(item.revoked_reason !== null || item.status === 'revoked'
      ? { revokedNote: render(language, 'certificate.pdf.revoked', { reason: item.revoked_reason ?? '' }) }
      : {}),
  });
}

export const OB_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/**
 * The certificate as an Open Badges 3.0 OpenBadgeCredential (JSON-LD). The issuer is the portal (a Profile with its
 * address and name); the subject an AchievementSubject naming the holder, whose achievement is the training (or the
 * registration). Its id is the public JSON answer, which says whether it is still valid.
 */
export function openBadgeCredential(row: CertificateRow, publicUrl: string): Record<string, unknown> {
  const item = certificateItem(row);
  const training = row.kind === 'training';
  const achievementId =
    training && row.event_id ? `${publicUrl}/training/${row.event_id}` : `${publicUrl}/verify/registration`;
  // The credential is read by machines and employers anywhere: in English, as the rest of its vocabulary.
  const criteria = training
    ? render('en', 'credential.criteria_training', { title: item.title })
    : render('en', 'credential.criteria_registration', { portal: PORTAL_NAME });
  return {
    '@context': [...OB_CONTEXTS],
    id: `${publicUrl}/clap/prop/public/certificate/${row.code}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: item.title,
    issuer: { id: publicUrl, type: ['Profile'], name: PORTAL_NAME, url: publicUrl },
    validFrom: item.issued_at,
    credentialSubject: {
      type: ['AchievementSubject'],
      ...(item.holder_name
        ? {
            identifier: [
              { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: item.holder_name },
            ],
          }
        : {}),
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: training ? 'Course' : 'Membership',
        name: item.title,
        description: criteria,
        criteria: { narrative: criteria },
        ...(training && item.partner_name
          ? { creator: { id: publicUrl, type: ['Profile'], name: item.partner_name } }
          : {}),
      },
    },
    evidence: [{ id: verifyUrl(publicUrl, row.code), type: ['Evidence'], name: 'Verification page' }],
  };
}

/**
 * The credential as a VC-JWT (Open Badges 3.0, section 8.2): a compact JWS, EdDSA with the portal's Ed25519 key,
 * header { alg, kid, typ: "JWT" }; the payload is the credential with the JWT claims iss (issuer id), jti
 * (credential id) and nbf (validFrom) beside it.
 */
export function credentialJwt(row: CertificateRow, publicUrl: string, keys: SigningKeys): string {
  const credential = openBadgeCredential(row, publicUrl);
  const issued = Math.floor(new Date(row.issued_at).getTime() / 1000);
  return signJwt(keys, { ...credential, iss: publicUrl, jti: credential.id, nbf: issued, iat: issued });
}
