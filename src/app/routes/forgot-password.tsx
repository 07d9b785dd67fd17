// Route page for 'Forgot password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <section className="route-page">
      <PageTitle>Forgot password</PageTitle>
      <ForgotPasswordForm />
    </section>
  );
}
