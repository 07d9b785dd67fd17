// Route page for 'Creative sign up' (spec section 2): the auth frame around the auth feature's screen.
import { AuthFrame } from '@/app/layouts/auth-frame';
import { PageTitle } from '@/components/ui/page-title';
import { CreativeSignupForm } from '@/features/auth/components/creative-signup-form';
import { useT } from '@/i18n/use-t';

export default function CreativeSignupPage() {
  const { t } = useT('auth');
  return (
    <AuthFrame>
      <PageTitle>{t('Create a Creative account')}</PageTitle>
      <CreativeSignupForm />
    </AuthFrame>
  );
}
