// The member's SMS number (issue 34, docs/sms.md). The sms branch owns this file: it adds POST, verify, DELETE and
// reset-by-sms here; Settings → Notifications reads only the number's state (GET), through the same endpoint, so one
// URL has one owner. On a merge, keep the sms branch's version: it holds this one unchanged.
import type { AccountPhone } from '@contract/notifications';
import { fieldsOf } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';

const NONE: AccountPhone = { phone: null, verified: false, reset_by_sms: false };

/** The envelope's data as an AccountPhone; nothing added when a host sends something else. */
export function readAccountPhone(body: unknown): AccountPhone {
  const data = fieldsOf(body).data as Partial<AccountPhone> | undefined;
  if (!data || typeof data !== 'object') return NONE;
  return {
    phone: typeof data.phone === 'string' ? data.phone : null,
    verified: data.verified === true,
    reset_by_sms: data.reset_by_sms === true,
  };
}

export const phoneApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    accountPhone: build.query<AccountPhone, void>({
      query: () => '/prop/account/phone',
      transformResponse: readAccountPhone,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAccountPhoneQuery } = phoneApi;
