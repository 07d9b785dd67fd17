// Guard of spec section 2: only a stored access token is needed; otherwise /login, which returns here after
// the sign-in (?returnTo=, lib/return-to.ts).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginHref, pathOf } from '@/lib/return-to';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/features/auth/auth-slice';

export function RequireToken() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginHref(pathOf(location))} replace />;
  return <Outlet />;
}
