// Route page for 'Admin login' (spec section 2): the auth frame around the auth feature's screen.
import { AuthFrame } from '@/app/layouts/auth-frame';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';

export default function AdminLoginPage() {
  const { t } = useT('admin');
  return (
    <AuthFrame>
      <PageTitle>{t('Admin login')}</PageTitle>
      <AdminLoginForm />
    </AuthFrame>
  );
}
