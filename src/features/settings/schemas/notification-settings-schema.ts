// Settings → Notifications (issue 34): the e-mail frequency is one of the contract's; with e-mail on, at least one
// topic; SMS alerts only with a verified number (the form passes `phoneVerified` as yup context).
import * as yup from 'yup';
import { EMAIL_FREQUENCIES, type EmailFrequency } from '@contract/notifications';
import { msg } from '@/i18n/runtime';

export const NOTIFICATION_SETTINGS_MESSAGES = {
  email: msg('Choose how often we e-mail you.'),
  topics: msg('Choose at least one topic, or turn notification e-mails off.'),
  sms: msg('Add and verify a phone number first to get SMS alerts.'),
};

const topic = yup.boolean().required();

export const notificationSettingsSchema = yup.object({
  email: yup
    .mixed<EmailFrequency>()
    .oneOf(EMAIL_FREQUENCIES, NOTIFICATION_SETTINGS_MESSAGES.email)
    .required(NOTIFICATION_SETTINGS_MESSAGES.email),
  topics: yup
    .object({ training: topic, opportunity: topic, funding: topic, tool: topic })
    .test(
      'one-topic',
      NOTIFICATION_SETTINGS_MESSAGES.topics,
      (topics, context) =>
        (context.parent as { email?: string }).email === 'off' || Object.values(topics).some(Boolean),
    ),
  sms: yup
    .boolean()
    .required()
    .test(
      'verified-phone',
      NOTIFICATION_SETTINGS_MESSAGES.sms,
      (sms, context) =>
        !sms || (context.options.context as { phoneVerified?: boolean } | undefined)?.phoneVerified === true,
    ),
});

export type NotificationSettingsValues = yup.InferType<typeof notificationSettingsSchema>;
