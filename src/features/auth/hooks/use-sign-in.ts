// The three sign-in forms' shared part (/login, /admin-login, the header's modal): the login schema's form, the
// success toast, and the creative/business/partner sign-in call. The session slice takes the answer (and remembers
// the kind as this device's last one); a failure is toasted by the error-toast listener (texts beside the
// endpoints), and a password right for another kind of account is kept as `wrongKind` for the form's hint.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { AccountKind } from '@contract/accounts';
import { wrongKindOf } from '@contract/sign-in';
import type { LoginType } from '@/config/paths';
import { t } from '@/i18n/runtime';
import { getDeviceToken, setDeviceToken } from '@/lib/device-token';
import { useLoginMutation, type LoginArgs, type LoginResult } from '../api/auth-api';
import type { Profile } from '../auth-slice';
import { LOGIN_REQUIRED, loginSchema, type LoginValues } from '../schemas/login';

/** The email and password form, both required with one message per screen. */
export function useSignInForm(requiredMessage: string = LOGIN_REQUIRED) {
  return useForm<LoginValues>({
    resolver: yupResolver(loginSchema(requiredMessage)),
    defaultValues: { email: '', password: '' },
  });
}

export function toastSignedIn(): void {
  toast.success(t('Logged in successfully!'), { autoClose: 3000 });
}

/** The kind a failed sign-in's answer names (the server's wrong-kind 401), or null. */
export function wrongKindOfFailure(error: unknown): AccountKind | null {
  return wrongKindOf((error as { data?: unknown } | undefined)?.data);
}

/**
 * One sign-in with this browser's device token (issue 29): the token it holds goes with the try, and the one the
 * answer carries is kept for the next. Done here, in the sign-in screens' own chunk, not in the store's listeners,
 * which every first load carries.
 */
export async function signInWithDevice<R extends { data: LoginResult } | { error: unknown }>(
  login: (args: LoginArgs) => PromiseLike<R>,
  args: Omit<LoginArgs, 'deviceToken'>,
): Promise<R> {
  const result = await login({ ...args, deviceToken: getDeviceToken() });
  if ('data' in result) setDeviceToken(result.data.deviceToken);
  return result;
}

/** Signs in as `loginType`; `onSignedIn` runs after the success toast. */
export function useSignIn(
  loginType: LoginType,
  onSignedIn: (loginType: LoginType, user: Profile | null) => void,
) {
  const [login, { isLoading }] = useLoginMutation();
  const [wrongKind, setWrongKind] = useState<AccountKind | null>(null);
  const form = useSignInForm();
  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setWrongKind(null);
    const result = await signInWithDevice(login, { loginType, email, password });
    if ('error' in result) {
      setWrongKind(wrongKindOfFailure(result.error));
      return;
    }
    toastSignedIn();
    onSignedIn(loginType, result.data.user);
  });
  return { form, onSubmit, isLoading, wrongKind, clearWrongKind: () => setWrongKind(null) };
}
