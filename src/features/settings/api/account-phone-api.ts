// The member's SMS number (GET /prop/account/phone, issue 34; the phone section of Settings owns adding and verifying
// it): read here by Settings → Notifications, whose SMS alerts need a verified number. Tag 'AccountPhone': whatever
// changes the number invalidates it.
import type { AccountPhone } from '@contract/notifications';
import { fieldsOf } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { toAccountPhone } from './notification-settings-adapter';

export const accountPhoneApi = api.enhanceEndpoints({ addTagTypes: ['AccountPhone'] }).injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getAccountPhone: build.query<AccountPhone, void>({
      query: () => '/prop/account/phone',
      transformResponse: (body: unknown) => toAccountPhone(fieldsOf(body).data),
      providesTags: ['AccountPhone'],
    }),
  }),
});

export const { useGetAccountPhoneQuery } = accountPhoneApi;
