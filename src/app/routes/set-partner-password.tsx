// Route page for 'Set your password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { PartnerEmailForm } from '@/features/auth/components/partner-email-form';

export default function SetPartnerPasswordPage() {
  return (
    <section className="route-page">
      <PageTitle>Set your password</PageTitle>
      <PartnerEmailForm />
    </section>
  );
}
