// Account settings calls (extensions of issue 6): change password, sign out everywhere, export, delete; the seller's
// WhatsApp setting (issue 13).
import type { ChangePasswordBody, DeleteAccountBody } from '@contract/account-settings';
import type { WhatsappSetting } from '@contract/enquiries';
import { msg } from '@/i18n/runtime';
import { fieldsOf } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { getDeviceToken } from '@/lib/device-token';
import { toWhatsappSetting } from './whatsapp-adapter';

/** What the form sends (contract/account-settings.ts); the device token is added here. */
export type ChangePasswordRequest = Omit<ChangePasswordBody, 'device_token'>;

const messageOf = (body: unknown, fallback: string): string =>
  body &&
  typeof body === 'object' &&
  'message' in body &&
  typeof body.message === 'string' &&
  body.message !== ''
    ? body.message
    : fallback;

/** The export's `data` (the envelope's payload), or the whole body from a host without the envelope. */
export function normaliseExport(body: unknown): Record<string, unknown> {
  if (body && typeof body === 'object' && 'data' in body && body.data && typeof body.data === 'object') {
    return body.data as Record<string, unknown>;
  }
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** The setting from the envelope's data, through its adapter; nothing shown when a host sends something else. */
export function readWhatsappSetting(body: unknown): WhatsappSetting {
  return toWhatsappSetting(fieldsOf(body).data);
}

export const settingsApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    changePassword: build.mutation<string, ChangePasswordRequest>({
      // This browser's device token goes with it: the server forgets every other known device (docs/auth-abuse.md).
      query: (body) => {
        const deviceToken = getDeviceToken();
        return {
          url: '/prop/account/password',
          method: 'PUT',
          body: deviceToken ? { ...body, device_token: deviceToken } : body,
        };
      },
      transformResponse: (body: unknown) => messageOf(body, msg('Password changed successfully!')),
    }),
    logoutAll: build.mutation<string, void>({
      query: () => ({ url: '/prop/account/logout-all', method: 'POST' }),
      transformResponse: (body: unknown) => messageOf(body, msg('You have been signed out of all devices.')),
    }),
    // A mutation, not a query: the export is a one-off download that must not sit in the cache.
    exportAccount: build.mutation<Record<string, unknown>, void>({
      query: () => ({ url: '/prop/account/export', method: 'GET' }),
      transformResponse: normaliseExport,
    }),
    whatsappSetting: build.query<WhatsappSetting, void>({
      query: () => '/prop/account/whatsapp',
      transformResponse: readWhatsappSetting,
      providesTags: ['Profile'],
    }),
    saveWhatsappSetting: build.mutation<WhatsappSetting, WhatsappSetting>({
      query: (body) => ({ url: '/prop/account/whatsapp', method: 'PUT', body }),
      transformResponse: readWhatsappSetting,
      // The seller's products show the number (or stop showing it).
      invalidatesTags: ['Profile', 'Product'],
    }),
    deleteAccount: build.mutation<string, DeleteAccountBody>({
      query: (body) => ({ url: '/prop/account', method: 'DELETE', body }),
      transformResponse: (body: unknown) => messageOf(body, msg('Your account has been deleted.')),
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useLogoutAllMutation,
  useExportAccountMutation,
  useDeleteAccountMutation,
  useWhatsappSettingQuery,
  useSaveWhatsappSettingMutation,
} = settingsApi;
