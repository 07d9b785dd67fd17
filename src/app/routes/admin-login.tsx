// Route page for 'Admin login' (spec section 2): the auth frame around the auth feature's screen.
import { AuthFrame } from '@/app/layouts/auth-frame';
import { PageTitle } from '@/components/ui/page-title';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';

export default function AdminLoginPage() {
  return (
    <AuthFrame>
      <PageTitle>Admin login</PageTitle>
      <AdminLoginForm />
    </AuthFrame>
  );
}
