// Route page for 'Proposal Details' (/proposaldetailsPage/{id}).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { ProposalDetails } from '@/features/proposals/components/proposal-details';

export default function ProposalDetailPage() {
  const { id = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle>Proposal Details</PageTitle>
      <ProposalDetails id={id} />
    </section>
  );
}
