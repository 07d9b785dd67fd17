// Route page /funding/apply (signed in, extension of issue 13): the portal's own funding application form, then the
// applicant's applications with their statuses. Reached from the funding modal when no external form is configured.
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { FundingApply } from '@/features/funding/components/funding-apply';
import { MyFundingApplications } from '@/features/funding/components/my-funding-applications';
import { applicantKind } from '@/features/funding/applicant-kind';
import { useT } from '@/i18n/use-t';

export default function FundingApplyPage() {
  const { t } = useT('funding');
  return (
    <section className="route-page">
      <PageTitle>{t('Apply for funding')}</PageTitle>
      <FeatureGate feature="funding">
        <FundingApply />
        {applicantKind() ? <MyFundingApplications /> : null}
      </FeatureGate>
    </section>
  );
}
