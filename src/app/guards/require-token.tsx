// Guard of spec section 2: only a stored access token is needed; otherwise /login, which returns here after
// the sign-in (?returnTo=, read through lib/return-to.ts's allow-list by the login page).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/features/auth/auth-slice';

/**
 * /login?returnTo=<this page>: what lib/return-to.ts's loginHref writes, spelled out here so the first load does not
 * carry the allow-list (the login page checks the path when it reads it; this one is the router's own location).
 */
export function loginRedirect({ pathname, search }: { pathname: string; search: string }): string {
  return `${paths.login}?returnTo=${encodeURIComponent(pathname + search)}`;
}

export function RequireToken() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginRedirect(location)} replace />;
  return <Outlet />;
}
