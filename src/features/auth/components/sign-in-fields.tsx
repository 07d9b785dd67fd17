// The sign-in forms' fields and button: email, password with show/hide, and Login ('Logging in' while pending).
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PasswordField, TextField } from '@/components/form/fields';
import { useT } from '@/i18n/use-t';
import type { LoginValues } from '../schemas/login';

export interface SignInFieldsProps {
  form: UseFormReturn<LoginValues>;
  pending: boolean;
  emailAutoComplete?: string;
  /** The schema's "all fields required" text, shown once above the button instead of under each field. */
  requiredSummary?: string;
  /** Shown between the fields and the button (e.g. the forgot-password link). */
  children?: ReactNode;
}

export function SignInFields({
  form,
  pending,
  emailAutoComplete = 'email',
  requiredSummary,
  children,
}: SignInFieldsProps) {
  const { t, translate } = useT('auth');
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message === requiredSummary ? undefined : message);
  const missing =
    requiredSummary !== undefined &&
    (errors.email?.message === requiredSummary || errors.password?.message === requiredSummary);
  return (
    <>
      <TextField
        label={t('Email')}
        type="email"
        autoComplete={emailAutoComplete}
        registration={form.register('email')}
        error={fieldError(errors.email?.message)}
      />
      <PasswordField
        label={t('Password')}
        autoComplete="current-password"
        registration={form.register('password')}
        error={fieldError(errors.password?.message)}
      />
      {children}
      {missing ? (
        <p className="text-danger" role="alert">
          {translate(requiredSummary)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary w-100" disabled={pending}>
        {pending ? t('Logging in') : t('Login')}
      </button>
    </>
  );
}
