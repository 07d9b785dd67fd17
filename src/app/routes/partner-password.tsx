// Route page for 'Set your password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { PartnerPasswordForm } from '@/features/auth/components/password-forms';

export default function PartnerPasswordPage() {
  return (
    <section className="route-page">
      <PageTitle>Set your password</PageTitle>
      <PartnerPasswordForm />
    </section>
  );
}
