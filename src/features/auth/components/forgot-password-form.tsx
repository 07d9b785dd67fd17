// Forgot password (spec sections 2, 5): account type preselected from ?loginType, reset_ini, then /resetPassword
// after 2 s carrying the e-mail and the type.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useResetInitMutation } from '../api/accounts-api';
import {
  ACCOUNT_TYPES,
  accountTypeFromLoginType,
  forgotPasswordSchema,
  isAccountType,
  type ForgotPasswordValues,
} from '../schemas/forgot-password';
import { SelectField, SubmitButton, TextField } from '@/components/form/fields';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { delay } from './session';

const labels = { creative: msg('Creative'), business: msg('Business'), partner: msg('Partner') } as const;

export function ForgotPasswordForm() {
  const { t, translate } = useT('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [resetInit, { isLoading, isSuccess }] = useResetInitMutation();
  const preset = accountTypeFromLoginType(params.get('loginType'));
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { accountType: preset, email: '' },
  });
  const { field, idOf } = useFieldBinding(register, errors);
  // An unknown ?loginType stays selectable as itself so the form can say 'Invalid user type.'
  const options = [
    ...ACCOUNT_TYPES.map((type) => ({ value: type, label: t(labels[type]) })),
    ...(preset && !isAccountType(preset) ? [{ value: preset, label: preset }] : []),
  ];

  async function onSubmit(values: ForgotPasswordValues) {
    if (!isAccountType(values.accountType)) return;
    const kind = values.accountType;
    const result = await resetInit({ kind, email: values.email });
    if ('error' in result) return; // the error-toast listener shows the failure
    toast.success(translate(result.data.message));
    await delay(2000);
    void navigate(`${paths.resetPassword}?email=${encodeURIComponent(values.email)}&type=${kind}`, {
      state: { email: values.email, type: kind },
    });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Forgot password')}>
      <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
      <p>
        {t('Choose your account type and enter your email. We will send you a code to reset your password.')}
      </p>
      <SelectField {...field('accountType')} label={t('Account type')} options={options} />
      <TextField {...field('email')} label={t('Email')} type="email" autoComplete="email" />
      <SubmitButton pending={isLoading} pendingText={t('Sending')} disabled={isSuccess}>
        {t('Send reset code')}
      </SubmitButton>
    </form>
  );
}
