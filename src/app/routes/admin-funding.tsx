// Route page /admin/funding (admin only, extension of issue 13): the portal's own funding applications.
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { AdminFunding } from '@/features/funding/components/admin-funding';

export default function AdminFundingPage() {
  const { t } = useT('admin');
  return (
    <section className="route-page">
      <PageTitle
        subtitle={t(
          "Applications made through the portal's own form. Each status change is e-mailed to the applicant.",
        )}
      >
        {t('Funding applications')}
      </PageTitle>
      <FeatureGate feature="funding">
        <AdminFunding />
      </FeatureGate>
    </section>
  );
}
