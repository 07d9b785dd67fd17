// /admin-login (spec sections 4, 5, 8): multipart email + password, token read from the top level.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-session';
import { useAdminLoginMutation } from '../api/accounts-api';
import { loginFailed, loginStarted, loginSucceeded } from '../auth-slice';
import { ADMIN_LOGIN_REQUIRED, loginSchema, type LoginValues } from '../schemas/login';
import { PasswordField, TextField } from '@/components/form/fields';

const schema = loginSchema(ADMIN_LOGIN_REQUIRED);

export function AdminLoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [adminLogin, { isLoading }] = useAdminLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: yupResolver(schema), defaultValues: { email: '', password: '' } });

  async function onSubmit(values: LoginValues) {
    dispatch(loginStarted());
    try {
      const result = await adminLogin(values).unwrap();
      if (!result.token) {
        dispatch(loginFailed('Token not found in response'));
        toast.error('Token not found in response', { autoClose: 3000 });
        return;
      }
      dispatch(loginSucceeded({ kind: 'admin', user: result.user, token: result.token }));
      toast.success('Logged in successfully!', { autoClose: 3000 });
      void navigate(paths.adminDashboard, { replace: true });
    } catch (err) {
      const message = getErrorMessage(err, 'Log in failed!');
      dispatch(loginFailed(message));
      toast.error(message, { autoClose: 3000 });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Admin login" className="auth-panel mx-auto">
      <TextField label="Email" type="email" autoComplete="username" registration={register('email')} error={errors.email?.message} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
        {isLoading ? 'Logging in' : 'Login'}
      </button>
    </form>
  );
}
