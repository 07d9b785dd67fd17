// Route page for 'Creative sign up' (spec section 2): standalone layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { CreativeSignupForm } from '@/features/auth/components/creative-signup-form';

export default function CreativeSignupPage() {
  return (
    <main id="main-content" className="standalone-page container py-5">
      <PageTitle>Create a Creative account</PageTitle>
      <CreativeSignupForm />
    </main>
  );
}
