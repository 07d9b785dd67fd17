// Route page for 'Reset Password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { ResetPasswordForm } from '@/features/auth/components/password-forms';
import { useT } from '@/i18n/use-t';

export default function ResetPasswordPage() {
  const { t } = useT('auth');
  return (
    <section className="route-page">
      <PageTitle>{t('Reset Password')}</PageTitle>
      <ResetPasswordForm />
    </section>
  );
}
