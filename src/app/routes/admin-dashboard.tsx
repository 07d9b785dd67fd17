// Route page for 'Admin Directory' (/admin-dashboard, admin only): the accounts, and the Reports tab.
import { PageTitle } from '@/components/ui/page-title';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';

export default function AdminDashboardPage() {
  return (
    <section className="route-page">
      <PageTitle>Admin Directory</PageTitle>
      <AdminDashboard />
    </section>
  );
}
