// Route page /fundingpage: the funding on offer (the 'funding' page) with a button that opens the funding modal,
// which also opens on arrival (spec section 2).
import { OpenFundingButton } from '@/features/funding/components/open-funding-button';
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function FundingPage() {
  return (
    <StaticPage slug="funding">
      <div className="mt-4">
        <OpenFundingButton openOnMount />
      </div>
    </StaticPage>
  );
}
