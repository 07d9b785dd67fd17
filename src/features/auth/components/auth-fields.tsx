// The fields several auth screens ask for in the same words: the mailed one-time code, the terms of use and the
// new password's confirmation.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CheckField, PasswordField, TextField } from '@/components/form/fields';
import { paths } from '@/config/paths';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';

interface AuthFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The six-digit code from the e-mail (the phone may offer it from the message: one-time-code). */
export function OtpField({ registration, error }: AuthFieldProps) {
  const { t } = useT('auth');
  return (
    <TextField
      label={t('OTP')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      registration={registration}
      error={error}
    />
  );
}

export function TermsField({ registration, error }: AuthFieldProps) {
  const { t } = useT('auth');
  return (
    <CheckField
      label={rich(t('I agree to the <link>terms of use</link>'), {
        link: (chunk) => <Link to={paths.termsOfUse}>{chunk}</Link>,
      })}
      registration={registration}
      error={error}
    />
  );
}

export function ConfirmPasswordField({ registration, error }: AuthFieldProps) {
  const { t } = useT('auth');
  return <PasswordField label={t('Confirm password')} registration={registration} error={error} />;
}
