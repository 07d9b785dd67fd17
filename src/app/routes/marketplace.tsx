// Route page for /marketpage: the marketplace.
import { PageTitle } from '@/components/ui/page-title';
import { Marketplace } from '@/features/marketplace/components/marketplace';

export default function MarketplacePage() {
  return (
    <section className="route-page">
      <PageTitle subtitle="Products and services from creatives and businesses.">Marketplace</PageTitle>
      <Marketplace />
    </section>
  );
}
