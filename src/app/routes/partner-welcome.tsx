// Route page for 'Thank you' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { ThankYou } from '@/features/auth/components/thank-you';

export default function PartnerWelcomePage() {
  return (
    <section className="route-page">
      <PageTitle>Thank you for registering</PageTitle>
      <ThankYou variant="partner" />
    </section>
  );
}
