// Signed out, Register sends the visitor to log in and back to the training (issue 33). One small function, so the
// portal's shared return-to helper (branch `journeys`) can replace it in one place: today it uses the login form's
// existing mechanism, the router state's `from` (features/auth/components/session.ts, safeReturnPath).
import { paths } from '@/config/paths';

export interface LoginLink {
  to: string;
  state: { from: string };
}

/** The login link that comes back to `returnPath` (an in-portal path; the login form checks it again). */
export function loginThenReturn(returnPath: string): LoginLink {
  const inPortal =
    returnPath.startsWith('/') && !returnPath.startsWith('//') && !returnPath.startsWith('/\\');
  const safe = inPortal ? returnPath : paths.training;
  return { to: paths.login, state: { from: safe } };
}
