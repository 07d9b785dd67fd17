// Route page for 'Opportunity Details' (/opportunity/{id}).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { OpportunityDetails } from '@/features/opportunities/components/opportunity-details';
import { useT } from '@/i18n/use-t';

export default function OpportunityDetailPage() {
  const { t } = useT('opportunities');
  const { id = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle>{t('Opportunity Details')}</PageTitle>
      <OpportunityDetails id={id} />
    </section>
  );
}
