// Route page for 'Business registration' (spec section 2): the auth frame around the auth feature's screen.
import { AuthFrame } from '@/app/layouts/auth-frame';
import { PageTitle } from '@/components/ui/page-title';
import { BusinessSignupForm } from '@/features/auth/components/business-signup-form';
import { useT } from '@/i18n/use-t';

export default function BusinessSignupPage() {
  const { t } = useT('auth');
  return (
    <AuthFrame>
      <PageTitle>{t('Business Registration')}</PageTitle>
      <BusinessSignupForm />
    </AuthFrame>
  );
}
