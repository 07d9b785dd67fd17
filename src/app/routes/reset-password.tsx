// Route page for 'Reset Password' (spec section 2): auth-style layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { ResetPasswordForm } from '@/features/auth/components/password-forms';

export default function ResetPasswordPage() {
  return (
    <section className="route-page">
      <PageTitle>Reset Password</PageTitle>
      <ResetPasswordForm />
    </section>
  );
}
