// The password screens (spec sections 2, 4, 8): partner set password, business and creative password creation,
// and reset password. Each redirects to /login after 2 s with the matching login type.
import { yupResolver } from '@hookform/resolvers/yup';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch } from '@/app/hooks';
import { paths, type LoginType } from '@/config/paths';
import { rich } from '@/i18n/rich';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { clearAll, getToken } from '@/lib/storage';
import {
  useBusinessPasswordMutation,
  useCreativePasswordMutation,
  usePartnerPasswordMutation,
  useResetFinalMutation,
} from '../api/accounts-api';
import { loggedOut } from '../auth-slice';
import { usePasswordSubmit } from '../hooks/use-password-submit';
import { isAccountType, type AccountType } from '../schemas/forgot-password';
import { confirmField, emailField, otpField, passwordField } from '../schemas/password';
import { PasswordField, SubmitButton, TextField } from '@/components/form/fields';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { ConfirmPasswordField, OtpField } from './auth-fields';

/** Where the set-password grant of the business OTP step waits (tab-scoped; never the access token). */
export const BUSINESS_GRANT_KEY = 'business_password_grant';

const loginTypeOf: Record<AccountType, LoginType> = {
  creative: 'user',
  business: 'business',
  partner: 'partner',
};

/** The e-mail carried by the previous screen: route state first, then ?email=. */
function useCarriedEmail(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { email?: unknown } | null)?.email;
  return typeof fromState === 'string' ? fromState : (params.get('email') ?? '');
}

const otpPasswordSchema = yup.object({
  email: emailField(),
  otp: otpField(),
  password: passwordField(),
  confirm_password: confirmField(),
});
type OtpPasswordValues = yup.InferType<typeof otpPasswordSchema>;

/** The form of both OTP password screens: the e-mail (unless carried), the code, the password twice, the submit
 *  button and the screen's link under it. */
function OtpPasswordForm({
  email,
  showEmail = email === '',
  formLabel,
  passwordLabel = msg('Password'),
  onSubmit,
  request,
  pendingText = msg('Creating'),
  submitText = msg('Create Password'),
  footer,
  sentText = msg('We sent a code to <strong>{{email}}</strong>.'),
}: {
  email: string;
  /** The sentence naming where the code went ({{email}} and <strong> inside), English marked with msg(). */
  sentText?: string;
  /** Ask for the e-mail; by default only when no screen carried one. */
  showEmail?: boolean;
  /** formLabel, passwordLabel, pendingText, submitText: English marked with msg(), shown through t(). */
  formLabel: string;
  passwordLabel?: string;
  onSubmit: (values: OtpPasswordValues) => Promise<void>;
  /** The mutation's state: the button waits while it runs and stays disabled once it succeeded. */
  request: { isLoading: boolean; isSuccess: boolean };
  pendingText?: string;
  submitText?: string;
  footer: ReactNode;
}) {
  const { t } = useT('auth');
  const { register, handleSubmit, getValues, formState } = useForm<OtpPasswordValues>({
    resolver: yupResolver(otpPasswordSchema),
    defaultValues: { email, otp: '', password: '', confirm_password: '' },
  });
  const { field, idOf } = useFieldBinding(register, formState.errors);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t(formLabel)}>
      <ErrorSummary errors={formState.errors} idOf={idOf} attempt={formState.submitCount} />
      {showEmail ? (
        <TextField {...field('email')} label={t('Email')} type="email" autoComplete="email" />
      ) : (
        <p>
          {rich(t(sentText, { email: getValues('email') }), {
            strong: (chunk) => <strong>{chunk}</strong>,
          })}
        </p>
      )}
      <OtpField {...field('otp')} />
      <PasswordField {...field('password')} label={t(passwordLabel)} />
      <ConfirmPasswordField {...field('confirm_password')} />
      <SubmitButton pending={request.isLoading} pendingText={t(pendingText)} disabled={request.isSuccess}>
        {t(submitText)}
      </SubmitButton>
      <p className="mt-3 text-center">{footer}</p>
    </form>
  );
}

export function PartnerPasswordForm() {
  const { t } = useT('auth');
  const email = useCarriedEmail();
  const [createPassword, request] = usePartnerPasswordMutation();
  const onSubmit = usePasswordSubmit(createPassword, 'partner');
  return (
    <OtpPasswordForm
      email={email}
      formLabel={msg('Set password')}
      onSubmit={onSubmit}
      request={request}
      footer={rich(t('No code? <link>Send a new one</link>'), {
        link: (chunk) => (
          <Link to={`${paths.setPartnerPassword}?email=${encodeURIComponent(email)}`}>{chunk}</Link>
        ),
      })}
    />
  );
}

export function ResetPasswordForm() {
  const { t } = useT('auth');
  const email = useCarriedEmail();
  const [params] = useSearchParams();
  const location = useLocation();
  const typeParam = (location.state as { type?: unknown } | null)?.type ?? params.get('type');
  const kind: AccountType = isAccountType(typeParam) ? typeParam : 'creative';
  const dispatch = useAppDispatch();
  const [resetFinal, request] = useResetFinalMutation();
  const onSubmit = usePasswordSubmit(
    (values: OtpPasswordValues) =>
      resetFinal({
        kind,
        email: values.email,
        otp: values.otp,
        new_password: values.password,
        confirm_password: values.confirm_password,
      }),
    loginTypeOf[kind],
    () => {
      // The server revoked every session of the account: drop ours too.
      if (getToken()) {
        clearAll();
        dispatch(loggedOut());
      }
    },
  );
  return (
    <OtpPasswordForm
      email={email}
      formLabel={msg('Reset Password')}
      passwordLabel={msg('New password')}
      onSubmit={onSubmit}
      request={request}
      pendingText={msg('Resetting')}
      submitText={msg('Reset Password')}
      // A member may have chosen reset codes by SMS (issue 34); the screen does not tell which (no enumeration).
      sentText={msg('We sent a code to your e-mail <strong>{{email}}</strong> or to your phone.')}
      footer={<Link to={paths.forgotPassword(loginTypeOf[kind])}>{t('Send a new code')}</Link>}
    />
  );
}

const newPasswordSchema = yup.object({ password: passwordField(), confirm_password: confirmField() });
type NewPasswordValues = yup.InferType<typeof newPasswordSchema>;

function readGrant(): string | null {
  try {
    return sessionStorage.getItem(BUSINESS_GRANT_KEY);
  } catch {
    return null;
  }
}

export function BusinessPasswordForm() {
  const { t } = useT('auth');
  const grant = readGrant();
  const [createPassword, { isLoading, isSuccess }] = useBusinessPasswordMutation();
  const onSubmit = usePasswordSubmit(
    (values: NewPasswordValues) => createPassword({ ...values, grant: grant ?? '' }),
    'business',
    () => sessionStorage.removeItem(BUSINESS_GRANT_KEY),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { field, idOf } = useFieldBinding(register, errors);

  if (!grant) {
    return (
      <div>
        <p>{t('Your verification has expired or this page was opened directly.')}</p>
        <p>
          {rich(t('Set your password with a new code: <link>get a code by email</link>.'), {
            link: (chunk) => <Link to={paths.forgotPassword('business')}>{chunk}</Link>,
          })}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Create your password')}>
      <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
      <PasswordField {...field('password')} label={t('Password')} />
      <ConfirmPasswordField {...field('confirm_password')} />
      <SubmitButton pending={isLoading} pendingText={t('Creating')} disabled={isSuccess}>
        {t('Create Password')}
      </SubmitButton>
    </form>
  );
}

const changePasswordSchema = yup.object({
  current_password: yup.string().default('').required(msg('Please enter your current password.')),
  password: passwordField(),
  confirm_password: confirmField(),
});
type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

/** /cpassword: signed in, a change with the current password; otherwise the mailed code (docs/auth-flows.md). */
export function CreativePasswordForm() {
  const signedIn = getToken() !== null;
  return signedIn ? <CreativeChangePassword /> : <CreativeCodePassword />;
}

function CreativeChangePassword() {
  const { t } = useT('auth');
  const dispatch = useAppDispatch();
  const [createPassword, { isLoading, isSuccess }] = useCreativePasswordMutation();
  // Every older session was revoked: sign in again with the new password.
  const onSubmit = usePasswordSubmit(createPassword, 'user', () => {
    clearAll();
    dispatch(loggedOut());
  });
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  });
  const { field, idOf } = useFieldBinding(register, errors);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Change your password')}>
      <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
      <PasswordField
        {...field('current_password')}
        label={t('Current password')}
        autoComplete="current-password"
      />
      <PasswordField {...field('password')} label={t('New password')} />
      <ConfirmPasswordField {...field('confirm_password')} />
      <SubmitButton pending={isLoading} pendingText={t('Saving')} disabled={isSuccess}>
        {t('Create Password')}
      </SubmitButton>
    </form>
  );
}

function CreativeCodePassword() {
  const { t } = useT('auth');
  const email = useCarriedEmail();
  const [createPassword, request] = useCreativePasswordMutation();
  const onSubmit = usePasswordSubmit(createPassword, 'user');
  return (
    <OtpPasswordForm
      email={email}
      showEmail
      formLabel={msg('Create your password')}
      onSubmit={onSubmit}
      request={request}
      footer={rich(t('No code? <link>Get one by email</link>'), {
        link: (chunk) => <Link to={paths.forgotPassword('user')}>{chunk}</Link>,
      })}
    />
  );
}
