// Route page for 'Set your password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { PartnerPasswordForm } from '@/features/auth/components/password-forms';
import { useT } from '@/i18n/use-t';

export default function PartnerPasswordPage() {
  const { t } = useT('auth');
  return (
    <section className="route-page">
      <PageTitle>{t('Set your password')}</PageTitle>
      <PartnerPasswordForm />
    </section>
  );
}
