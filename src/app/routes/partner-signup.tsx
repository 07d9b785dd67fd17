// Route page for 'Partner sign up' (spec section 2): the auth frame around the auth feature's screen.
import { AuthFrame } from '@/app/layouts/auth-frame';
import { PageTitle } from '@/components/ui/page-title';
import { PartnerSignupForm } from '@/features/auth/components/partner-signup-form';

export default function PartnerSignupPage() {
  return (
    <AuthFrame>
      <PageTitle>Become a Partner</PageTitle>
      <PartnerSignupForm />
    </AuthFrame>
  );
}
