// Route page for the mailed unlock link (issue 29; extension): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { UnlockForm } from '@/features/auth/components/unlock-form';
import { useT } from '@/i18n/use-t';

export default function UnlockPage() {
  const { t } = useT('auth');
  return (
    <section className="route-page">
      <PageTitle>{t('Unlock your account')}</PageTitle>
      <UnlockForm />
    </section>
  );
}
