// Route page for 'Welcome' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { ThankYou } from '@/features/auth/components/thank-you';

export default function WelcomePage() {
  return (
    <section className="route-page">
      <PageTitle>Welcome</PageTitle>
      <ThankYou variant="welcome" />
    </section>
  );
}
