// The reader of Settings → Notifications' answer (contract/notifications.ts): the member's notification settings,
// tolerant of a host that sends fewer fields (the defaults stand in).
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  EMAIL_FREQUENCIES,
  NOTIFICATION_TOPICS,
  type EmailFrequency,
  type NotificationSettings,
} from '@contract/notifications';
import { fieldsOf } from '@/lib/adapt';

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
