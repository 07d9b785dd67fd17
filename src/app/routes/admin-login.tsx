// Route page for 'Admin login' (spec section 2): standalone layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';

export default function AdminLoginPage() {
  return (
    <main id="main-content" className="standalone-page container py-5">
      <PageTitle>Admin login</PageTitle>
      <AdminLoginForm />
    </main>
  );
}
