// Route page for 'Sign Up' (spec section 2): standalone layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { SignupChooser } from '@/features/auth/components/signup-chooser';
import { useT } from '@/i18n/use-t';

export default function SignupPage() {
  const { t } = useT('auth');
  return (
    <main id="main-content" className="standalone-page container py-5">
      <PageTitle>{t('Sign Up')}</PageTitle>
      <SignupChooser />
    </main>
  );
}
