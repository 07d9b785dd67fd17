// Route page for /marketpage: the marketplace.
import { PageTitle } from '@/components/ui/page-title';
import { Marketplace } from '@/features/marketplace/components/marketplace';
import { useT } from '@/i18n/use-t';

export default function MarketplacePage() {
  const { t } = useT('marketplace');
  return (
    <section className="route-page">
      <PageTitle subtitle={t('Products and services from creatives and businesses.')}>
        {t('Marketplace')}
      </PageTitle>
      <Marketplace />
    </section>
  );
}
