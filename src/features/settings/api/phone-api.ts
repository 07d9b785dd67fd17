// The member's SMS number (issue 34, docs/sms.md): GET, POST (sends a code), POST verify, DELETE and PUT reset-by-sms.
// Every answer is the AccountPhone (contract/notifications.ts), written into the query's cache directly.
import type { AccountPhone } from '@contract/notifications';
import type { PhoneBody, PhoneCodeBody, ResetBySmsBody } from '@contract/sms';
import { fieldsOf, text } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT, type ApiRequest } from '@/lib/api';

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

/** What a phone mutation answers: the number's state and the server's sentence (already in the member's language). */
export interface PhoneAnswer {
  phone: AccountPhone;
  message: string;
}

const readAnswer = (body: unknown): PhoneAnswer => ({
  phone: readAccountPhone(body),
  message: text(fieldsOf(body).message),
});

export const phoneApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => {
    /** A mutation of the number: its answer replaces the cached number. */
    const change = <Body>(query: (body: Body) => ApiRequest) =>
      build.mutation<PhoneAnswer, Body>({
        query,
        transformResponse: readAnswer,
        onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            void dispatch(phoneApi.util.upsertQueryData('accountPhone', undefined, data.phone));
          } catch {
            // The form shows the error; the cached number stays as it was.
          }
        },
      });
    return {
      accountPhone: build.query<AccountPhone, void>({
        query: () => '/prop/account/phone',
        transformResponse: readAccountPhone,
        keepUnusedDataFor: 0,
      }),
      addPhone: change<PhoneBody>((body) => ({ url: '/prop/account/phone', method: 'POST', body })),
      verifyPhone: change<PhoneCodeBody>((body) => ({
        url: '/prop/account/phone/verify',
        method: 'POST',
        body,
      })),
      removePhone: change<void>(() => ({ url: '/prop/account/phone', method: 'DELETE' })),
      setResetBySms: change<ResetBySmsBody>((body) => ({
        url: '/prop/account/phone/reset-by-sms',
        method: 'PUT',
        body,
      })),
    };
  },
});

export const {
  useAccountPhoneQuery,
  useAddPhoneMutation,
  useVerifyPhoneMutation,
  useRemovePhoneMutation,
  useSetResetBySmsMutation,
} = phoneApi;
