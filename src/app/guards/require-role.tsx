// Guard of spec section 2: an authenticated session with an allowed user type; otherwise /login.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
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
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
