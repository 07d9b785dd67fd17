// Route page for 'Proposals' (/proposalpage): sample proposals, search, 3 per page and the create modal.
import { PageTitle } from '@/components/ui/page-title';
import { ProposalsScreen } from '@/features/proposals/components/proposals-screen';
import { useT } from '@/i18n/use-t';

export default function ProposalsPage() {
  const { t } = useT('proposals');
  return (
    <section className="route-page">
      <PageTitle>{t('Proposals')}</PageTitle>
      <ProposalsScreen />
    </section>
  );
}
