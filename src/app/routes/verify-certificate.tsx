// Route page /verify/{code} (public, issue 33): is this certificate valid? What the QR code and the mailed link open.
import { useParams } from 'react-router-dom';
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { VerifyCertificate } from '@/features/certificates/components/verify-certificate';
import { useT } from '@/i18n/use-t';

export default function VerifyCertificatePage() {
  const { t } = useT('certificates');
  const { code = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle subtitle={t('Certificates issued on the Creative Portal can be checked here by anyone.')}>
        {t('Verify a certificate')}
      </PageTitle>
      <FeatureGate feature="certificates">
        <VerifyCertificate code={code} />
      </FeatureGate>
    </section>
  );
}
