// Route page for 'Proposals' (/proposalpage): sample proposals, search, 3 per page and the create modal.
import { PageTitle } from '@/components/ui/page-title';
import { ProposalsScreen } from '@/features/proposals/components/proposals-screen';

export default function ProposalsPage() {
  return (
    <section className="route-page">
      <PageTitle>Proposals</PageTitle>
      <ProposalsScreen />
    </section>
  );
}
