// Route page /admin/funding (admin only, extension of issue 13): the portal's own funding applications.
import { PageTitle } from '@/components/ui/page-title';
import { AdminFunding } from '@/features/funding/components/admin-funding';

export default function AdminFundingPage() {
  return (
    <section className="route-page">
      <PageTitle subtitle="Applications made through the portal's own form. Each status change is e-mailed to the applicant.">
        Funding applications
      </PageTitle>
      <AdminFunding />
    </section>
  );
}
