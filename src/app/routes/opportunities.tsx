// Route page for 'Opportunities' (/opportunitypage): the list; partners get the Create a Opportunity card.
import { PageTitle } from '@/components/ui/page-title';
import { OpportunitiesScreen } from '@/features/opportunities/components/opportunities-screen';
import { useT } from '@/i18n/use-t';
import { usePartnerSession } from './partner-session';

export default function OpportunitiesPage() {
  const { t } = useT('opportunities');
  const partner = usePartnerSession();
  return (
    <section className="route-page">
      <PageTitle subtitle={t('Events and openings posted by partners.')}>{t('Opportunities')}</PageTitle>
      <OpportunitiesScreen partner={partner} />
    </section>
  );
}
