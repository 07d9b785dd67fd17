// Auth-style layout (spec section 2): the auth frame around the page, no navigation.
import { AuthFrame } from './auth-frame';
import { PageOutlet } from './page-outlet';

export default function AuthLayout() {
  return (
    <AuthFrame>
      <PageOutlet />
    </AuthFrame>
  );
}
