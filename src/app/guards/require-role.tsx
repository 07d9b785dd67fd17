// Guard of spec section 2: an authenticated session with an allowed user type; otherwise /login, which returns here after
// the sign-in (?returnTo=, read through lib/return-to.ts's allow-list by the login page).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginRedirect } from './require-token';
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
    return <Navigate to={loginRedirect(location)} replace />;
  }
  return <Outlet />;
}
