// The /login page (spec section 2): Creatives or Partner toggle, business via ?loginType=business, show/hide.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SocialIcons } from '@/components/layout/social-icons';
import { env } from '@/config/env';
import { paths, type LoginType } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-session';
import { useLoginMutation } from '../api/auth-api';
import { loginFailed, loginStarted, loginSucceeded, selectLoginType, setLoginType } from '../auth-slice';
import { loginSchema, type LoginValues } from '../schemas/login';
import { PasswordField, TextField } from '@/components/form/fields';
import { nextPathAfterLogin } from './session';

export const identityCredit = `Identity verification (BVN and NIN) is provided by ${env.identityProviderName}.`;

const LOGIN_TYPES: readonly LoginType[] = ['user', 'partner', 'business'];
const toggleLabels: Record<LoginType, string> = { user: 'Creatives', partner: 'Partner', business: 'Business' };

export function LoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginType = useAppSelector(selectLoginType);
  const [login, { isLoading }] = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: yupResolver(loginSchema()), defaultValues: { email: '', password: '' } });

  // ?loginType=business|partner|user selects the type (business has no toggle of its own in the spec).
  const requested = params.get('loginType') as LoginType | null;
  useEffect(() => {
    if (requested && LOGIN_TYPES.includes(requested) && requested !== loginType) dispatch(setLoginType(requested));
  }, [requested, loginType, dispatch]);

  async function onSubmit(values: LoginValues) {
    dispatch(loginStarted());
    try {
      const result = await login({ loginType, email: values.email, password: values.password }).unwrap();
      dispatch(loginSucceeded({ kind: loginType, user: result.user, token: result.token }));
      toast.success('Logged in successfully!', { autoClose: 3000, position: 'top-right' });
      void navigate(nextPathAfterLogin(loginType, result.user), { replace: true });
    } catch (err) {
      const message = getErrorMessage(err, 'Log in failed!');
      dispatch(loginFailed(message));
      toast.error(message, { autoClose: 3000, position: 'top-right' });
    }
  }

  return (
    <div className="auth-panel mx-auto">
      <div className="btn-group w-100 mb-4" role="group" aria-label="Account type">
        {LOGIN_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={`btn ${loginType === type ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={loginType === type}
            onClick={() => dispatch(setLoginType(type))}
          >
            {toggleLabels[type]}
          </button>
        ))}
      </div>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Login">
        <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <div className="d-flex justify-content-end mb-3">
          <Link to={paths.forgotPassword(loginType)}>Forgot password?</Link>
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
          {isLoading ? 'Logging in' : 'Login'}
        </button>
      </form>
      <p className="mt-3 text-center">
        Don&apos;t have an account? <Link to={paths.landing}>Sign Up</Link>
      </p>
      <p className="small text-center">
        By logging in you agree to our <Link to={paths.termsOfUse}>terms of use</Link>.
      </p>
      <p className="small text-center">
        {/* Unset VITE_MINISTRY_URL: the portal's own About the Ministry page, never a guessed address. */}
        {env.ministryUrl ? (
          <a href={env.ministryUrl} target="_blank" rel="noopener noreferrer">
            Visit the ministry website
          </a>
        ) : (
          <Link to={paths.aboutUs}>About the Ministry</Link>
        )}
      </p>
      <div className="d-flex justify-content-center">
        <SocialIcons />
      </div>
      <p className="small text-muted text-center mt-3">{identityCredit}</p>
    </div>
  );
}
