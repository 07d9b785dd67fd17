// The fields several auth screens ask for in the same words: the mailed one-time code, the terms of use and the
// new password's confirmation.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CheckField, PasswordField, TextField } from '@/components/form/fields';
import { paths } from '@/config/paths';

interface AuthFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The six-digit code from the e-mail (the phone may offer it from the message: one-time-code). */
export function OtpField({ registration, error }: AuthFieldProps) {
  return (
    <TextField
      label="OTP"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      registration={registration}
      error={error}
    />
  );
}

export function TermsField({ registration, error }: AuthFieldProps) {
  return (
    <CheckField
      label={
        <>
          I agree to the <Link to={paths.termsOfUse}>terms of use</Link>
        </>
      }
      registration={registration}
      error={error}
    />
  );
}

export function ConfirmPasswordField({ registration, error }: AuthFieldProps) {
  return <PasswordField label="Confirm password" registration={registration} error={error} />;
}
