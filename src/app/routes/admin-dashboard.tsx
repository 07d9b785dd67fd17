// Route page for 'Admin Directory' (/admin-dashboard, admin only).
import { PageTitle } from '@/components/ui/page-title';
import { AdminDirectory } from '@/features/admin/components/admin-directory';

export default function AdminDashboardPage() {
  return (
    <section className="route-page">
      <PageTitle>Admin Directory</PageTitle>
      <AdminDirectory />
    </section>
  );
}
