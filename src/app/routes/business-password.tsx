// Route page for 'Create your password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { BusinessPasswordForm } from '@/features/auth/components/password-forms';

export default function BusinessPasswordPage() {
  return (
    <section className="route-page">
      <PageTitle>Create your password</PageTitle>
      <BusinessPasswordForm />
    </section>
  );
}
