// Route page /funding: opens the funding modal on arrival; behind it, a short page to reopen it.
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { OpenFundingButton } from '@/features/funding/components/open-funding-button';

export default function ApplyForFundingPage() {
  return (
    <section className="route-page">
      <PageTitle>Apply for funding</PageTitle>
      <p>
        Applications are made through the external funding portal. Tell us whether you have already registered
        there and we will open the right form.
      </p>
      <p className="d-flex flex-wrap gap-3 align-items-center">
        <OpenFundingButton openOnMount label="Start your application" />
        <Link to={paths.fundingPage}>Learn about the funding on offer</Link>
      </p>
    </section>
  );
}
