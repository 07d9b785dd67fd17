// Settings → Notifications (issue 34): how often notification e-mails come (Off, Each one, Daily digest, Weekly
// digest), which topics they cover, and SMS alerts for matched trainings and calls. SMS alerts need a verified
// number: the switch is offered on a host with SMS (the 'sms' feature), disabled with a hint until the number is
// verified (the phone section of Settings verifies it).
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  EMAIL_FREQUENCIES,
  NOTIFICATION_TOPICS,
  type EmailFrequency,
  type NotificationTopic,
} from '@contract/notifications';
import { ErrorSummary } from '@/components/form/error-summary';
import { FieldError } from '@/components/form/field-error';
import { ServerErrorText, SubmitButton } from '@/components/form/fields';
import { LoadingState } from '@/components/ui/list-state';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { useAccountPhoneQuery } from '../api/phone-api';
import {
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from '../api/notification-settings-api';
import {
  notificationSettingsSchema,
  type NotificationSettingsValues,
} from '../schemas/notification-settings-schema';

const FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  off: msg('Off'),
  instant: msg('Each one'),
  daily: msg('Daily digest'),
  weekly: msg('Weekly digest'),
};

const FREQUENCY_HINTS: Record<EmailFrequency, string> = {
  off: msg('No notification e-mails. Everything still shows under Notifications.'),
  instant: msg('An e-mail for each new match.'),
  daily: msg('One e-mail a day with what is new, only when there is something.'),
  weekly: msg('One e-mail a week with what is new, only when there is something.'),
};

const TOPIC_LABELS: Record<NotificationTopic, string> = {
  training: msg('Trainings'),
  opportunity: msg('Opportunities'),
  funding: msg('Funding and calls'),
  tool: msg('Tools'),
};

export function NotificationSettings() {
  const id = useId();
  const { t, translate } = useT('settings');
  const smsOffered = useFeature('sms') === true;
  const settings = useGetNotificationSettingsQuery();
  const { data: phone } = useAccountPhoneQuery(undefined, { skip: !smsOffered });
  const phoneVerified = phone?.verified === true;
  const [save] = useSaveNotificationSettingsMutation();
  const { serverError, guard } = useServerError(
    msg('Your notification settings could not be saved. Please try again.'),
  );
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<NotificationSettingsValues>({
    resolver: yupResolver(notificationSettingsSchema),
    context: { phoneVerified },
    defaultValues: DEFAULT_NOTIFICATION_SETTINGS,
  });

  // SMS alerts read as off without a verified number (the switch cannot hold them then).
  useEffect(() => {
    if (settings.data) reset({ ...settings.data, sms: settings.data.sms && phoneVerified });
  }, [settings.data, phoneVerified, reset]);

  const onSubmit = guard(async (values: NotificationSettingsValues) => {
    // SMS alerts go off with the switch when there is no verified number (or no SMS on this host).
    const saved = await save({ ...values, sms: smsOffered && phoneVerified && values.sms }).unwrap();
    reset(saved);
    toast.success(t('Your notification settings have been saved.'), { autoClose: 3000 });
  });

  const idOf = (name: string) => `${id}-${name}`;
  const emailOff = useWatch({ control, name: 'email' }) === 'off';

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-labelledby={idOf('title')}>
      <h2 id={idOf('title')} className="h5">
        {t('Notifications')}
      </h2>
      <p className="text-muted small">
        {t('We tell you when a training, opportunity, tool or call fits what you asked for at sign-up.')}
      </p>
      {settings.isLoading ? (
        <LoadingState />
      ) : (
        <>
          <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
          <fieldset className="mb-3" aria-describedby={errors.email ? `${idOf('email')}-error` : undefined}>
            <legend className="form-label fs-6">{t('E-mail')}</legend>
            {EMAIL_FREQUENCIES.map((frequency, index) => (
              <div className="form-check" key={frequency}>
                <input
                  type="radio"
                  className="form-check-input"
                  id={index === 0 ? idOf('email') : idOf(`email-${frequency}`)}
                  value={frequency}
                  aria-describedby={`${idOf(`email-${frequency}`)}-hint`}
                  {...register('email')}
                />
                <label
                  className="form-check-label"
                  htmlFor={index === 0 ? idOf('email') : idOf(`email-${frequency}`)}
                >
                  {translate(FREQUENCY_LABELS[frequency])}
                </label>
                <div id={`${idOf(`email-${frequency}`)}-hint`} className="form-text mt-0">
                  {translate(FREQUENCY_HINTS[frequency])}
                </div>
              </div>
            ))}
            <FieldError id={idOf('email')} message={errors.email?.message} />
          </fieldset>
          <fieldset className="mb-3" aria-describedby={errors.topics ? `${idOf('topics')}-error` : undefined}>
            <legend className="form-label fs-6">{t('Topics for e-mail')}</legend>
            {emailOff ? (
              <p className="form-text mt-0">
                {t('With e-mail off, topics apply once you turn it on again.')}
              </p>
            ) : null}
            {NOTIFICATION_TOPICS.map((topic, index) => (
              <div className="form-check" key={topic}>
                <input
                  type="checkbox"
                  className={`form-check-input${errors.topics ? ' is-invalid' : ''}`}
                  id={index === 0 ? idOf('topics') : idOf(`topics-${topic}`)}
                  {...register(`topics.${topic}`)}
                />
                <label
                  className="form-check-label"
                  htmlFor={index === 0 ? idOf('topics') : idOf(`topics-${topic}`)}
                >
                  {translate(TOPIC_LABELS[topic])}
                </label>
              </div>
            ))}
            <FieldError id={idOf('topics')} message={errors.topics?.message} />
          </fieldset>
          {smsOffered ? (
            <div className="form-check form-switch mb-3">
              <input
                type="checkbox"
                role="switch"
                className={`form-check-input${errors.sms ? ' is-invalid' : ''}`}
                id={idOf('sms')}
                aria-describedby={`${idOf('sms')}-hint${errors.sms ? ` ${idOf('sms')}-error` : ''}`}
                // Without a verified number the switch stays off and cannot be turned on (a disabled control
                // outside the form's values, so the saved value is simply false).
                {...(phoneVerified ? register('sms') : { disabled: true, checked: false, readOnly: true })}
              />
              <label className="form-check-label" htmlFor={idOf('sms')}>
                {t('SMS alerts for trainings and calls near me')}
              </label>
              <div id={`${idOf('sms')}-hint`} className="form-text">
                {phoneVerified
                  ? t('At most one SMS a day.')
                  : t('Add and verify a phone number in Settings to get SMS alerts.')}
              </div>
              <FieldError id={idOf('sms')} message={errors.sms?.message} />
            </div>
          ) : null}
          <ServerErrorText message={serverError} />
          <SubmitButton pending={isSubmitting} pendingText={t('Saving…')} className="btn btn-primary">
            {t('Save')}
          </SubmitButton>
        </>
      )}
    </form>
  );
}
