// Route page for 'Your Business Profile' (/businessProfile).
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { BusinessList } from '@/features/business/components/business-list';

export default function BusinessProfilePage() {
  const { t } = useT('business');
  return (
    <section className="route-page">
      <PageTitle>{t('Your Business Profile')}</PageTitle>
      <BusinessList />
    </section>
  );
}
