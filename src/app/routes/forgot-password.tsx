// Route page for 'Forgot password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useT } from '@/i18n/use-t';

export default function ForgotPasswordPage() {
  const { t } = useT('auth');
  return (
    <section className="route-page">
      <PageTitle>{t('Forgot password')}</PageTitle>
      <ForgotPasswordForm />
    </section>
  );
}
