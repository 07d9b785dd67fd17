// Route page for 'Creative sign up' (spec section 2): the auth frame around the auth feature's screen.
import { AuthFrame } from '@/app/layouts/auth-frame';
import { PageTitle } from '@/components/ui/page-title';
import { CreativeSignupForm } from '@/features/auth/components/creative-signup-form';

export default function CreativeSignupPage() {
  return (
    <AuthFrame>
      <PageTitle>Create a Creative account</PageTitle>
      <CreativeSignupForm />
    </AuthFrame>
  );
}
