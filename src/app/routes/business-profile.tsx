// Route page for 'Your Business Profile' (/businessProfile).
import { PageTitle } from '@/components/ui/page-title';
import { BusinessList } from '@/features/business/components/business-list';

export default function BusinessProfilePage() {
  return (
    <section className="route-page">
      <PageTitle>Your Business Profile</PageTitle>
      <BusinessList />
    </section>
  );
}
