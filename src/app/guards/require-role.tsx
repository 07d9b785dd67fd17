// Guard of spec section 2: an authenticated session with an allowed user type; otherwise /login, which returns here after
// the sign-in (?returnTo=, lib/return-to.ts).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginHref, pathOf } from '@/lib/return-to';
import { useAppSelector } from '@/app/hooks';
import {
  selectIsAuthenticated,
  selectIsSignedIn,
  selectUserType,
  type UserType,
} from '@/features/auth/auth-slice';

export function RequireRole({ allow }: { allow: readonly UserType[] }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const signedIn = useAppSelector(selectIsSignedIn);
  const userType = useAppSelector(selectUserType);
  const location = useLocation();
  if (!authenticated || !signedIn || !userType || !allow.includes(userType)) {
    return <Navigate to={loginHref(pathOf(location))} replace />;
  }
  return <Outlet />;
}
