// Route page for 'Partner sign up' (spec section 2): the auth frame around the auth feature's screen.
import { AuthFrame } from '@/app/layouts/auth-frame';
import { PageTitle } from '@/components/ui/page-title';
import { PartnerSignupForm } from '@/features/auth/components/partner-signup-form';
import { useT } from '@/i18n/use-t';

export default function PartnerSignupPage() {
  const { t } = useT('auth');
  return (
    <AuthFrame>
      <PageTitle>{t('Become a Partner')}</PageTitle>
      <PartnerSignupForm />
    </AuthFrame>
  );
}
