// Route page for 'Sign Up' (spec section 2): standalone layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
// The chooser through the landing page's chunk: / then loads one chunk, not two (the first load's budget).
import { SignupChooser } from './landing';
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
