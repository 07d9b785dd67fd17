// Creative e-mail verification (spec sections 2, 4): code + terms, 'Verify Account', then the finish-up step after 3 s.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { getErrorMessage } from '@/lib/api-session';
import { getJson, setJson, storageKeys } from '@/lib/storage';
import { useResendCreativeOtpMutation, useVerifyCreativeOtpMutation } from '../api/accounts-api';
import { useAppDispatch } from '@/app/hooks';
import { profileRefreshed, type Profile } from '../auth-slice';
import { otpSchema, type OtpValues } from '../schemas/otp';
import { delay } from './session';
import { OtpField, TermsField } from './auth-fields';
import { SubmitButton } from '@/components/form/fields';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';

export function OtpForm({ onVerified }: { onVerified: () => void }) {
  const { t, translate } = useT('auth');
  const dispatch = useAppDispatch();
  const [verify, { isLoading, isSuccess }] = useVerifyCreativeOtpMutation();
  const [resend, { isLoading: resending }] = useResendCreativeOtpMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<OtpValues>({ resolver: yupResolver(otpSchema), defaultValues: { otp: '', terms: false } });
  const { field, idOf } = useFieldBinding(register, errors);

  async function onSubmit(values: OtpValues) {
    const result = await verify({ otp: values.otp });
    if ('error' in result) {
      setError('otp', { message: getErrorMessage(result.error, msg('Invalid OTP')) });
      return;
    }
    const stored = getJson<Profile>(storageKeys.userInfo) ?? {};
    const verified = { ...stored, ...(result.data.user ?? {}), email_verified: true };
    setJson(storageKeys.userInfo, verified);
    // The store too: the create button stops sending the account back here (issue 11, 7a).
    dispatch(profileRefreshed({ kind: 'user', profile: verified }));
    toast.success(t('User verified successfully!'));
    await delay(3000);
    onVerified();
  }

  async function onResend() {
    const result = await resend();
    if ('error' in result) return; // the error-toast listener shows the failure
    toast.success(translate(result.data.message));
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Verify your account')}>
      <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
      <p>{t('We sent an OTP to your registered email')}</p>
      <OtpField {...field('otp')} />
      <TermsField {...field('terms')} />
      <SubmitButton pending={isLoading} pendingText={t('Verifying')} disabled={isSuccess}>
        {t('Verify Account')}
      </SubmitButton>
      <p className="mt-3 text-center">
        {t("Didn't get the code?")}{' '}
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={onResend}
          disabled={resending}
        >
          {t('Resend OTP')}
        </button>
      </p>
    </form>
  );
}
