// Route page for 'Create your password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { BusinessPasswordForm } from '@/features/auth/components/password-forms';
import { useT } from '@/i18n/use-t';

export default function PasswordPage() {
  const { t } = useT('auth');
  return (
    <section className="route-page">
      <PageTitle>{t('Create your password')}</PageTitle>
      <BusinessPasswordForm />
    </section>
  );
}
