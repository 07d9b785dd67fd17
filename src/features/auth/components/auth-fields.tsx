// The fields several auth screens ask for in the same words: the mailed one-time code, the terms of use and the
// new password's confirmation.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CheckField, PasswordField } from '@/components/form/fields';
import { CodeField } from '@/components/form/input-kinds';
import { paths } from '@/config/paths';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';

/** A bound field (components/form/use-field-binding.ts): its id, registration and error. */
interface AuthFieldProps {
  id?: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The six-digit code from the e-mail (the phone may offer it from the message: one-time-code). */
export function OtpField(bound: AuthFieldProps) {
  const { t } = useT('auth');
  return <CodeField {...bound} label={t('OTP')} />;
}

export function TermsField(bound: AuthFieldProps) {
  const { t } = useT('auth');
  return (
    <CheckField
      {...bound}
      label={rich(
        t('I agree to the <link>terms of use</link> and have read the <privacy>privacy policy</privacy>'),
        {
          link: (chunk) => <Link to={paths.termsOfUse}>{chunk}</Link>,
          privacy: (chunk) => <Link to={paths.privacy}>{chunk}</Link>,
        },
      )}
    />
  );
}

export function ConfirmPasswordField(bound: AuthFieldProps) {
  const { t } = useT('auth');
  return <PasswordField {...bound} label={t('Confirm password')} />;
}
