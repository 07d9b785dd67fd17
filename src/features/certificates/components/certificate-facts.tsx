// What a certificate certifies, as the verify page and My certificates show it: Valid or Revoked (with the reason),
// the holder (or "Holder account deleted"), the training, partner, date, state and issue date. Text only.
import { formatNigeriaDate } from '@/lib/date-time';
import { useT } from '@/i18n/use-t';
import type { Certificate } from '../api/certificate-adapter';

export function CertificateStatus({ certificate }: { certificate: Certificate }) {
  const { t } = useT('certificates');
  const valid = certificate.status === 'valid';
  return (
    <p className="certificate-status">
      <span className={`badge fs-6 ${valid ? 'text-bg-success' : 'text-bg-danger'}`}>
        {valid ? t('Valid') : t('Revoked')}
      </span>
    </p>
  );
}

export function CertificateFacts({ certificate }: { certificate: Certificate }) {
  const { t } = useT('certificates');
  const training = certificate.kind === 'training';
  return (
    <dl className="detail__facts">
      <dt>{t('Holder')}</dt>
      <dd>{certificate.holder_deleted ? t('Holder account deleted') : (certificate.holder_name ?? '')}</dd>
      <dt>{training ? t('Training') : t('Certificate')}</dt>
      <dd>{training ? certificate.title : t('Registration with the Creative Portal')}</dd>
      {certificate.partner_name ? (
        <>
          <dt>{t('Partner')}</dt>
          <dd>{certificate.partner_name}</dd>
        </>
      ) : null}
      {certificate.training_date ? (
        <>
          <dt>{t('Date')}</dt>
          <dd>{formatNigeriaDate(certificate.training_date)}</dd>
        </>
      ) : null}
      {certificate.state ? (
        <>
          <dt>{t('State')}</dt>
          <dd>{certificate.state}</dd>
        </>
      ) : null}
      <dt>{t('Issued on')}</dt>
      <dd>{formatNigeriaDate(certificate.issued_at)}</dd>
      {certificate.status === 'revoked' ? (
        <>
          <dt>{t('Revoked on')}</dt>
          <dd>{formatNigeriaDate(certificate.revoked_at)}</dd>
          <dt>{t('Reason')}</dt>
          <dd>{certificate.revoked_reason ?? ''}</dd>
        </>
      ) : null}
    </dl>
  );
}
