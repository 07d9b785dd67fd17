// Change password: current, new, confirm -> PUT /prop/account/password (other sessions are signed out).
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ErrorSummary } from '@/components/form/error-summary';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useChangePasswordMutation } from '../api/settings-api';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas/settings-schemas';
import { ServerErrorText, SubmitButton, TextField } from '@/components/form/fields';

// The controls' ids by field name, for the error summary's links.
const CONTROL: Record<string, string> = {
  current_password: 'current',
  password: 'new',
  confirm_password: 'confirm',
};

export function ChangePasswordForm() {
  const id = useId();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { serverError, guard } = useServerError(msg('Your password could not be changed. Please try again.'));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  });
  const { t, translate } = useT('settings');

  const onSubmit = guard(async (values: ChangePasswordValues) => {
    const message = await changePassword(values).unwrap();
    toast.success(translate(message), { autoClose: 3000 });
    reset();
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('Change password')}
      </h2>
      <ErrorSummary errors={errors} idOf={(name) => `${id}-${CONTROL[name] ?? name}`} attempt={submitCount} />
      <TextField
        id={`${id}-current`}
        label={t('Current password')}
        type="password"
        autoComplete="current-password"
        registration={register('current_password')}
        error={errors.current_password?.message}
      />
      <TextField
        id={`${id}-new`}
        label={t('New password')}
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('Confirm new password')}
        type="password"
        autoComplete="new-password"
        registration={register('confirm_password')}
        error={errors.confirm_password?.message}
      />
      <ServerErrorText message={serverError} />
      <SubmitButton className="btn btn-primary" pending={isLoading} pendingText={t('Changing password...')}>
        {t('Change password')}
      </SubmitButton>
    </form>
  );
}
