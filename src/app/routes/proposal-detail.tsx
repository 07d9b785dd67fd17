// Route page for 'Proposal Details' (/proposaldetailsPage/{id}).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { ProposalDetails } from '@/features/proposals/components/proposal-details';
import { useT } from '@/i18n/use-t';

export default function ProposalDetailPage() {
  const { t } = useT('proposals');
  const { id = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle>{t('Proposal Details')}</PageTitle>
      <ProposalDetails id={id} />
    </section>
  );
}
