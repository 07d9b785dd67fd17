// Route page /my-certificates (signed in, issue 33): the member's certificates and their downloads.
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { MyCertificates } from '@/features/certificates/components/my-certificates';
import { useT } from '@/i18n/use-t';

export default function MyCertificatesPage() {
  const { t } = useT('certificates');
  return (
    <section className="route-page">
      <PageTitle subtitle={t('Download your certificates, or share their verification page.')}>
        {t('My certificates')}
      </PageTitle>
      <FeatureGate feature="certificates">
        <MyCertificates />
      </FeatureGate>
    </section>
  );
}
