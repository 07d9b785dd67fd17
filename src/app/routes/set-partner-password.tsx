// Route page for 'Set your password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { PartnerEmailForm } from '@/features/auth/components/partner-email-form';
import { useT } from '@/i18n/use-t';

export default function SetPartnerPasswordPage() {
  const { t } = useT('auth');
  return (
    <section className="route-page">
      <PageTitle>{t('Set your password')}</PageTitle>
      <PartnerEmailForm />
    </section>
  );
}
