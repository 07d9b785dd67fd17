// Settings → Notifications (issue 34): how often notification e-mails come, which topics, and SMS alerts
// (GET and PUT /prop/account/notification-settings). The server answers no-store.
import type { NotificationSettings } from '@contract/notifications';
import { msg } from '@/i18n/runtime';
import { fieldsOf } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { toNotificationSettings } from './notification-settings-adapter';

const readSettings = (body: unknown) => toNotificationSettings(fieldsOf(body).data);

export const notificationSettingsApi = api
  .enhanceEndpoints({ addTagTypes: ['NotificationSettings'] })
  .injectEndpoints({
    overrideExisting: ONE_OWNER_PER_ENDPOINT,
    endpoints: (build) => ({
      getNotificationSettings: build.query<NotificationSettings, void>({
        query: () => '/prop/account/notification-settings',
        transformResponse: readSettings,
        providesTags: ['NotificationSettings'],
      }),
      saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
        query: (body) => ({ url: '/prop/account/notification-settings', method: 'PUT', body }),
        transformResponse: readSettings,
        invalidatesTags: ['NotificationSettings'],
      }),
    }),
  });

registerErrorToast('getNotificationSettings', msg('Your notification settings could not be loaded.'));

export const { useGetNotificationSettingsQuery, useSaveNotificationSettingsMutation } =
  notificationSettingsApi;
