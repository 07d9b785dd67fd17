// Route page for 'Partner sign up' (spec section 2): standalone layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { PartnerSignupForm } from '@/features/auth/components/partner-signup-form';

export default function PartnerSignupPage() {
  return (
    <main id="main-content" className="standalone-page container py-5">
      <PageTitle>Become a Partner</PageTitle>
      <PartnerSignupForm />
    </main>
  );
}
