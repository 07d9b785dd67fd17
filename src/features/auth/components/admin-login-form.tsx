// /admin-login (spec sections 4, 5, 8): multipart email + password, token read from the top level. A password right
// for a creative, business or partner account says so, with the way to /login with that kind chosen (issue 13).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountKind } from '@contract/accounts';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { setDeviceToken } from '@/lib/device-token';
import { useAdminLoginMutation } from '../api/accounts-api';
import { toastSignedIn, useSignInForm, wrongKindOfFailure } from '../hooks/use-sign-in';
import { ADMIN_LOGIN_REQUIRED } from '../schemas/login';
import { WrongKindHint } from './login-type-choice';
import { SignInFields } from './sign-in-fields';

export function AdminLoginForm() {
  const navigate = useNavigate();
  const [adminLogin, { isLoading }] = useAdminLoginMutation();
  const form = useSignInForm(ADMIN_LOGIN_REQUIRED);
  const [wrongKind, setWrongKind] = useState<AccountKind | null>(null);
  // Last of the hooks: this may be the first screen to ask for the auth catalogue, and suspend here (use-t.ts).
  const { t } = useT('auth');

  // The session slice takes a token-bearing answer; a failed call is toasted by the error-toast listener.
  const onSubmit = form.handleSubmit(async (values) => {
    setWrongKind(null);
    const result = await adminLogin(values);
    if ('error' in result) {
      setWrongKind(wrongKindOfFailure(result.error));
      return;
    }
    if (!result.data.token) {
      // The server said yes but sent no token: not an API failure, so this form says it.
      toast.error(t('Token not found in response'), { autoClose: 3000 });
      return;
    }
    // This browser's device token for the admin (issue 29), kept for the next sign-in.
    setDeviceToken(result.data.deviceToken);
    toastSignedIn();
    void navigate(paths.adminDashboard, { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Admin login')} className="auth-panel mx-auto">
      <SignInFields form={form} pending={isLoading} emailAutoComplete="username">
        {wrongKind ? (
          <WrongKindHint
            kind={wrongKind}
            onChoose={(type) => void navigate(`${paths.login}?loginType=${type}`)}
          />
        ) : null}
      </SignInFields>
    </form>
  );
}
