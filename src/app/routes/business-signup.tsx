// Route page for 'Business registration' (spec section 2): standalone layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { BusinessSignupForm } from '@/features/auth/components/business-signup-form';

export default function BusinessSignupPage() {
  return (
    <main id="main-content" className="standalone-page container py-5">
      <PageTitle>Business Registration</PageTitle>
      <BusinessSignupForm />
    </main>
  );
}
