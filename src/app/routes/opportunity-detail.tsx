// Route page for 'Opportunity Details' (/opportunity/{id}).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { OpportunityDetails } from '@/features/opportunities/components/opportunity-details';

export default function OpportunityDetailPage() {
  const { id = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle>Opportunity Details</PageTitle>
      <OpportunityDetails id={id} />
    </section>
  );
}
