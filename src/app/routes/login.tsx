// Route page for 'Login' (spec section 2): the auth frame around the auth feature's screen.
import { AuthFrame } from '@/app/layouts/auth-frame';
import { PageTitle } from '@/components/ui/page-title';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginPage() {
  return (
    <AuthFrame>
      <PageTitle>Login</PageTitle>
      <LoginForm />
    </AuthFrame>
  );
}
