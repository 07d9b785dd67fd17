// The three sign-in forms' shared part (/login, /admin-login, the header's modal): the login schema's form, the
// success toast, and the creative/business/partner sign-in call. The session slice takes the answer; a failure is
// toasted by the error-toast listener (texts beside the endpoints).
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import type { LoginType } from '@/config/paths';
import { useLoginMutation } from '../api/auth-api';
import { selectLoginType, type Profile } from '../auth-slice';
import { LOGIN_REQUIRED, loginSchema, type LoginValues } from '../schemas/login';

/** The email and password form, both required with one message per screen. */
export function useSignInForm(requiredMessage: string = LOGIN_REQUIRED) {
  return useForm<LoginValues>({
    resolver: yupResolver(loginSchema(requiredMessage)),
    defaultValues: { email: '', password: '' },
  });
}

export function toastSignedIn(): void {
  toast.success('Logged in successfully!', { autoClose: 3000 });
}

/** Signs in with the stored login type; `onSignedIn` runs after the success toast. */
export function useSignIn(onSignedIn: (loginType: LoginType, user: Profile | null) => void) {
  const loginType = useAppSelector(selectLoginType);
  const [login, { isLoading }] = useLoginMutation();
  const form = useSignInForm();
  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    const result = await login({ loginType, email, password });
    if ('error' in result) return;
    toastSignedIn();
    onSignedIn(loginType, result.data.user);
  });
  return { form, onSubmit, isLoading, loginType };
}
