// Route page for 'Admin Directory' (/admin-dashboard, admin only): the accounts, and the Reports tab.
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';

export default function AdminDashboardPage() {
  const { t } = useT('admin');
  return (
    <section className="route-page">
      <PageTitle>{t('Admin Directory')}</PageTitle>
      <AdminDashboard />
    </section>
  );
}
