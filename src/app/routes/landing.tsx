// Route page for 'Join the creative economy' (spec section 2): standalone layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { SignupChooser } from '@/features/auth/components/signup-chooser';

export default function LandingPage() {
  return (
    <main id="main-content" className="standalone-page container py-5">
      <PageTitle>Join the creative economy</PageTitle>
      <SignupChooser />
    </main>
  );
}
