// The readers of Settings → Notifications' answers (contract/notifications.ts): the member's notification settings
// and their SMS number's state, tolerant of a host that sends fewer fields (the defaults stand in).
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  EMAIL_FREQUENCIES,
  NOTIFICATION_TOPICS,
  type AccountPhone,
  type EmailFrequency,
  type NotificationSettings,
} from '@contract/notifications';
import { fieldsOf, textOrNull } from '@/lib/adapt';

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function toNotificationSettings(raw: unknown): NotificationSettings {
  const fields = fieldsOf(raw);
  const topics = fieldsOf(fields.topics);
  const defaults = DEFAULT_NOTIFICATION_SETTINGS;
  return {
    email: (EMAIL_FREQUENCIES as readonly unknown[]).includes(fields.email)
      ? (fields.email as EmailFrequency)
      : defaults.email,
    topics: Object.fromEntries(
      NOTIFICATION_TOPICS.map((topic) => [topic, bool(topics[topic], defaults.topics[topic])]),
    ) as NotificationSettings['topics'],
    sms: bool(fields.sms, defaults.sms),
  };
}

/** The member's SMS number; none (unverified) for anything else. */
export function toAccountPhone(raw: unknown): AccountPhone {
  const fields = fieldsOf(raw);
  const phone = textOrNull(fields.phone);
  return {
    phone,
    verified: phone !== null && fields.verified === true,
    reset_by_sms: fields.reset_by_sms === true,
  };
}
