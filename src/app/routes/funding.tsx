// Route page /funding: opens the funding modal on arrival; behind it, a short page to reopen it and, for a signed-in
// creative or business, their applications made through the portal's own form with their statuses (issue 13).
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { applicantKind } from '@/features/funding/applicant-kind';
import { MyFundingApplications } from '@/features/funding/components/my-funding-applications';
import { OpenFundingButton } from '@/features/funding/components/open-funding-button';
import { useT } from '@/i18n/use-t';

export default function ApplyForFundingPage() {
  const { t } = useT('funding');
  return (
    <section className="route-page">
      <PageTitle>{t('Apply for funding')}</PageTitle>
      <p>
        {t(
          'Tell us whether you have already registered on the funding portal and we will open the right application form.',
        )}
      </p>
      <p className="d-flex flex-wrap gap-3 align-items-center">
        <OpenFundingButton openOnMount label={t('Start your application')} />
        <Link to={paths.fundingPage}>{t('Learn about the funding on offer')}</Link>
      </p>
      {applicantKind() ? <MyFundingApplications /> : null}
    </section>
  );
}
