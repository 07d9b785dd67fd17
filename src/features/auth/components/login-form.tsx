// The /login page (spec section 2): Creatives or Partner toggle, business via ?loginType=business, show/hide.
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SocialIcons } from '@/components/layout/social-icons';
import { env } from '@/config/env';
import { paths, type LoginType } from '@/config/paths';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';
import { selectLoginType, setLoginType } from '../auth-slice';
import { useSignIn } from '../hooks/use-sign-in';
import { LOGIN_TYPES, LoginTypeChoice, WrongKindHint } from './login-type-choice';
import { SignInFields } from './sign-in-fields';
import { nextPathAfterLogin } from './session';
import { RETURN_TO_PARAM } from '@/lib/return-to';

export function LoginForm() {
  const { t } = useT('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // The page that asked for a sign-in (a guard, or a "sign in to continue" link), to return to afterwards:
  // ?returnTo= (lib/return-to.ts loginHref), else the older links' state.from. nextPathAfterLogin filters it.
  const returnTo =
    params.get(RETURN_TO_PARAM) ?? (location.state as { from?: unknown } | null)?.from ?? undefined;
  const loginType = useAppSelector(selectLoginType);
  const { form, onSubmit, isLoading, wrongKind, clearWrongKind } = useSignIn(loginType, (kind, user) => {
    void navigate(nextPathAfterLogin(kind, user, returnTo), { replace: true });
  });
  // Spec section 4: the toggle's setter persists the choice (a successful sign-in stores it too).
  const choose = (type: LoginType) => {
    dispatch(setLoginType(type));
    clearWrongKind();
  };

  // ?loginType=business|partner|user selects the type (business has no toggle of its own in the spec).
  const requested = params.get('loginType') as LoginType | null;
  useEffect(() => {
    if (requested && LOGIN_TYPES.includes(requested) && requested !== loginType)
      dispatch(setLoginType(requested));
  }, [requested, loginType, dispatch]);

  return (
    <div className="auth-panel mx-auto">
      <LoginTypeChoice value={loginType} onChange={choose} />
      <form onSubmit={onSubmit} noValidate aria-label={t('Login')}>
        <SignInFields form={form} pending={isLoading}>
          {wrongKind ? <WrongKindHint kind={wrongKind} onChoose={choose} /> : null}
          <div className="d-flex justify-content-end mb-3">
            <Link to={paths.forgotPassword(loginType)}>{t('Forgot password?')}</Link>
          </div>
        </SignInFields>
      </form>
      <p className="mt-3 text-center">
        {rich(t("Don't have an account? <link>Sign Up</link>"), {
          link: (chunk) => <Link to={paths.landing}>{chunk}</Link>,
        })}
      </p>
      <p className="small text-center">
        {rich(t('By logging in you agree to our <link>terms of use</link>.'), {
          link: (chunk) => <Link to={paths.termsOfUse}>{chunk}</Link>,
        })}
      </p>
      <p className="small text-center">
        {/* Unset VITE_MINISTRY_URL: the portal's own About the Ministry page, never a guessed address. */}
        {env.ministryUrl ? (
          <a href={env.ministryUrl} target="_blank" rel="noopener noreferrer">
            {t('Visit the ministry website')}
          </a>
        ) : (
          <Link to={paths.aboutUs}>{t('About the Ministry')}</Link>
        )}
      </p>
      <div className="d-flex justify-content-center">
        <SocialIcons />
      </div>
      <p className="small text-muted text-center mt-3">
        {t('Identity verification (BVN and NIN) is provided by {{provider}}.', {
          // The default phrase is a catalogue key (the common catalogue); a configured name is no key and stays as it is.
          provider: t(env.identityProviderName),
        })}
      </p>
    </div>
  );
}
