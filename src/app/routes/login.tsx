// Route page for 'Login' (spec section 2): standalone layout around the auth feature's screen.
import { PageTitle } from '@/components/ui/page-title';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginPage() {
  return (
    <main id="main-content" className="standalone-page container py-5">
      <PageTitle>Login</PageTitle>
      <LoginForm />
    </main>
  );
}
