// The sign-in forms' fields and button: email, password with show/hide, and Login ('Logging in' while pending).
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PasswordField, TextField } from '@/components/form/fields';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
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
  // A field failing with the summary's text says nothing under itself: the summary says it once.
  const { field, idOf, missing } = useFieldBinding(form.register, form.formState.errors, {
    required: requiredSummary,
    requiredFieldText: null,
  });
  return (
    <>
      <ErrorSummary errors={form.formState.errors} idOf={idOf} attempt={form.formState.submitCount} />
      <TextField {...field('email')} label={t('Email')} type="email" autoComplete={emailAutoComplete} />
      <PasswordField {...field('password')} label={t('Password')} autoComplete="current-password" />
      {children}
      {missing && requiredSummary ? (
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
