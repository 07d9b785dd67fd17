// The partner e-mail entry screen (/setpartnerpassword, /partnersetpassword): sends a code, then /partpassword
// after 3 s carrying the e-mail.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import * as yup from 'yup';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { useSendPartnerOtpMutation } from '../api/accounts-api';
import { emailField } from '../schemas/password';
import { SubmitButton, TextField } from '@/components/form/fields';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { delay } from './session';

const schema = yup.object({ email: emailField() });

export function PartnerEmailForm() {
  const { t, translate } = useT('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [sendOtp, { isLoading, isSuccess }] = useSendPartnerOtpMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { email: params.get('email') ?? '' } });
  const { field } = useFieldBinding(register, errors);

  async function onSubmit({ email }: { email: string }) {
    const result = await sendOtp({ email });
    if ('error' in result) return; // the error-toast listener shows the failure
    toast.success(translate(result.data.message));
    await delay(3000);
    void navigate(`${paths.partPassword}?email=${encodeURIComponent(email)}`, { state: { email } });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Set your password')}>
      <p>{t('Enter the organization email you registered with. We will send you a one-time code.')}</p>
      <TextField {...field('email')} label={t('Email')} type="email" autoComplete="email" />
      <SubmitButton pending={isLoading} pendingText={t('Sending')} disabled={isSuccess}>
        {t('Verify')}
      </SubmitButton>
    </form>
  );
}
