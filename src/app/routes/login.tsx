// Route page for 'Login' (spec section 2): the auth frame around the auth feature's screen.
import { AuthFrame } from '@/app/layouts/auth-frame';
import { PageTitle } from '@/components/ui/page-title';
import { LoginForm } from '@/features/auth/components/login-form';
import { useT } from '@/i18n/use-t';

export default function LoginPage() {
  const { t } = useT('auth');
  return (
    <AuthFrame>
      <PageTitle>{t('Login')}</PageTitle>
      <LoginForm />
    </AuthFrame>
  );
}
