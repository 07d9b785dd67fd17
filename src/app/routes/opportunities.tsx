// Route page for 'Opportunities' (/opportunitypage): the list; partners get the Create a Opportunity card.
import { PageTitle } from '@/components/ui/page-title';
import { OpportunitiesScreen } from '@/features/opportunities/components/opportunities-screen';
import { usePartnerSession } from './partner-session';

export default function OpportunitiesPage() {
  const partner = usePartnerSession();
  return (
    <section className="route-page">
      <PageTitle subtitle="Events and openings posted by partners.">Opportunities</PageTitle>
      <OpportunitiesScreen partner={partner} />
    </section>
  );
}
