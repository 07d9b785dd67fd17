// Guard of spec section 2: only a stored access token is needed; otherwise /login.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/features/auth/auth-slice';

export function RequireToken() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
