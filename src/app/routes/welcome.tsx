// Route page for 'Welcome' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { ThankYou } from '@/features/auth/components/thank-you';
import { useT } from '@/i18n/use-t';

export default function WelcomePage() {
  const { t } = useT('auth');
  return (
    <section className="route-page">
      <PageTitle>{t('Welcome')}</PageTitle>
      <ThankYou variant="welcome" />
    </section>
  );
}
