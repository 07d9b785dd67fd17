// The password screens' shared submit (set, create and reset password): the call, its success message as a toast,
// then /login with the matching login type after 2 s. A failed call is toasted by the error-toast listener.
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch } from '@/app/hooks';
import { paths, type LoginType } from '@/config/paths';
import { translate } from '@/i18n/runtime';
import { setLoginType } from '../auth-slice';
import { delay } from '../components/session';

/** A mutation's settled result, as its trigger resolves without unwrap(). */
type Settled = { data: { message: string } } | { error: unknown };

export function useGoToLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (loginType: LoginType) => {
    await delay(2000);
    dispatch(setLoginType(loginType));
    void navigate(`${paths.login}?loginType=${loginType}`, { replace: true });
  };
}

/**
 * Sends `values` with `send`; on success toasts the server's message, runs `afterSuccess` (e.g. drop the revoked
 * session), then goes to /login as `loginType`.
 */
export function usePasswordSubmit<Values>(
  send: (values: Values) => PromiseLike<Settled>,
  loginType: LoginType,
  afterSuccess?: () => void,
) {
  const goToLogin = useGoToLogin();
  return async (values: Values) => {
    const result = await send(values);
    if ('error' in result) return;
    toast.success(translate(result.data.message));
    afterSuccess?.();
    await goToLogin(loginType);
  };
}
