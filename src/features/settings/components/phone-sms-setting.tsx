// Settings' "Phone for SMS" (issue 34, docs/sms.md): add a Nigerian mobile number, type the 6-digit code the SMS
// carried, see the number confirmed (masked), remove it, and choose "Send password-reset codes by SMS". Shown only
// when the server offers SMS (useFeature('sms')); Settings is a lazy screen, so none of this is in the first load.
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { AccountPhone } from '@contract/notifications';
import { ErrorSummary } from '@/components/form/error-summary';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ServerErrorText, SubmitButton } from '@/components/form/fields';
import { CodeField, PhoneField } from '@/components/form/input-kinds';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import {
  useAccountPhoneQuery,
  useAddPhoneMutation,
  useRemovePhoneMutation,
  useSetResetBySmsMutation,
  useVerifyPhoneMutation,
} from '../api/phone-api';
import {
  smsCodeSchema,
  smsPhoneSchema,
  type SmsCodeValues,
  type SmsPhoneValues,
} from '../schemas/settings-schemas';

const FAILED = msg('Your phone setting could not be saved. Please try again.');

/** The section, when the server offers SMS. */
export function PhoneSmsSetting() {
  const offered = useFeature('sms');
  if (!offered) return null;
  return (
    <div className="card">
      <div className="card-body">
        <PhoneSms />
      </div>
    </div>
  );
}

function PhoneSms() {
  const id = useId();
  const { t } = useT('settings');
  const { data, isLoading } = useAccountPhoneQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  /** After a change of step, focus goes back to the heading (the form the keyboard was in is gone). */
  const moved = () => heading.current?.focus();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5" tabIndex={-1} ref={heading}>
        {t('Phone for SMS')}
      </h2>
      <p className="text-muted small">
        {t(
          'Add a Nigerian mobile number to get password-reset codes and alerts for trainings near you by SMS.',
        )}
      </p>
      {isLoading || !data ? null : data.phone === null ? (
        <AddNumber onDone={moved} />
      ) : (
        <NumberState phone={data} onDone={moved} />
      )}
    </section>
  );
}

function AddNumber({ onDone }: { onDone: () => void }) {
  const { t } = useT('settings');
  const [add] = useAddPhoneMutation();
  const { serverError, guard } = useServerError(FAILED);
  const { binding, handleSubmit, formState } = useSchemaForm(smsPhoneSchema, {
    defaultValues: { phone: '' },
  });
  const { errors, isSubmitting, submitCount } = formState;
  const onSubmit = guard(async (values: SmsPhoneValues) => {
    const answer = await add({ phone: values.phone }).unwrap();
    toast.success(answer.message, { autoClose: 4000 });
    onDone();
  });
  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-label={t('Add a mobile number')}
    >
      <ErrorSummary errors={errors} idOf={binding.idOf} attempt={submitCount} />
      <PhoneField
        {...binding.field('phone')}
        label={t('Mobile number')}
        inputMode="tel"
        hint={t('For example 0803 123 4567. Only Nigerian mobile numbers.')}
      />
      <ServerErrorText message={serverError} />
      <SubmitButton pending={isSubmitting} pendingText={t('Sending…')} className="btn btn-primary">
        {t('Send code')}
      </SubmitButton>
    </form>
  );
}

function NumberState({ phone, onDone }: { phone: AccountPhone; onDone: () => void }) {
  const { t } = useT('settings');
  const [remove, removing] = useRemovePhoneMutation();
  const { serverError, guard } = useServerError(FAILED);
  const onRemove = guard(async () => {
    const answer = await remove().unwrap();
    toast.success(answer.message, { autoClose: 3000 });
    onDone();
  });
  return (
    <>
      <p className="mb-2">
        {t('Number')}: <span className="fw-semibold text-nowrap">{phone.phone}</span>{' '}
        {phone.verified ? (
          <span className="badge text-bg-success">{t('Confirmed')}</span>
        ) : (
          <span className="badge text-bg-warning">{t('Not confirmed yet')}</span>
        )}
      </p>
      {phone.verified ? <ResetBySmsSwitch enabled={phone.reset_by_sms} /> : <ConfirmCode onDone={onDone} />}
      <ServerErrorText message={serverError} />
      <button
        type="button"
        className="btn btn-outline-danger btn-sm mt-2"
        disabled={removing.isLoading}
        onClick={() => void onRemove()}
      >
        {phone.verified ? t('Remove number') : t('Use another number')}
      </button>
    </>
  );
}

function ConfirmCode({ onDone }: { onDone: () => void }) {
  const { t } = useT('settings');
  const [verify] = useVerifyPhoneMutation();
  const { serverError, guard } = useServerError(FAILED);
  const { binding, handleSubmit, formState } = useSchemaForm(smsCodeSchema, { defaultValues: { code: '' } });
  const { errors, isSubmitting, submitCount } = formState;
  const onSubmit = guard(async (values: SmsCodeValues) => {
    const answer = await verify({ code: values.code }).unwrap();
    toast.success(answer.message, { autoClose: 3000 });
    onDone();
  });
  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-label={t('Confirm your number')}
    >
      <ErrorSummary errors={errors} idOf={binding.idOf} attempt={submitCount} />
      <CodeField
        {...binding.field('code')}
        label={t('Code from the SMS')}
        hint={t('We sent a 6-digit code to this number. It is valid for 10 minutes.')}
      />
      <ServerErrorText message={serverError} />
      <SubmitButton pending={isSubmitting} pendingText={t('Confirming…')} className="btn btn-primary">
        {t('Confirm number')}
      </SubmitButton>
    </form>
  );
}

function ResetBySmsSwitch({ enabled }: { enabled: boolean }) {
  const id = useId();
  const { t } = useT('settings');
  const [save, saving] = useSetResetBySmsMutation();
  const [error, setError] = useState<string | null>(null);
  const onChange = async (next: boolean) => {
    setError(null);
    try {
      const answer = await save({ enabled: next }).unwrap();
      toast.success(answer.message, { autoClose: 3000 });
    } catch {
      setError(t(FAILED));
    }
  };
  return (
    <div className="form-check form-switch mb-2">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={enabled}
        disabled={saving.isLoading}
        onChange={(event) => void onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <label className="form-check-label" htmlFor={id}>
        {t('Send password-reset codes by SMS')}
      </label>
      <p id={`${id}-hint`} className="form-text mb-0">
        {t('When you forget your password, the code goes to this phone instead of your e-mail.')}
      </p>
      <ServerErrorText message={error} />
    </div>
  );
}
