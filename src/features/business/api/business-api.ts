// Business endpoints: the businesses an account runs (extension, docs/people.md). A business account's own profile
// is the shared own-profile endpoint (lib/own-profile-api).
import type { OwnedBusinessBody } from '@contract/businesses';
import type { AnyProfile } from '@contract/profiles';
import { msg, t } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { type Business, toBusiness } from './business-adapter';

export type { Business } from './business-adapter';

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** GET /prop/business-info/mine -> { data: { data: [...] } } (tolerant of a flat array), each row through the adapter. */
export function normaliseBusinesses(body: unknown): Business[] {
  let data: unknown = isObject(body) && 'data' in body ? body.data : body;
  if (isObject(data) && Array.isArray(data.data)) data = data.data;
  if (!Array.isArray(data)) return [];
  return data.filter(isObject).map(toBusiness);
}

/** A business account's own profile as a card's business; null when the profile has not come (or is empty). */
export function businessOfProfile(profile: AnyProfile | undefined): Business | null {
  if (!profile || Object.keys(profile).length === 0) return null;
  return toBusiness({
    ...profile,
    name: profile.trade_name || profile.registered_name || t('Business'),
    description: profile.bio ?? null,
    phone: profile.phone_number ?? null,
  });
}

export const businessApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getMyBusinesses: build.query<Business[], void>({
      query: () => '/prop/business-info/mine',
      transformResponse: normaliseBusinesses,
      providesTags: ['OwnedBusiness'],
    }),
    addBusiness: build.mutation<unknown, OwnedBusinessBody>({
      query: (body) => ({ url: '/prop/business-info', method: 'POST', body }),
      invalidatesTags: ['OwnedBusiness'],
    }),
  }),
});

registerErrorToast('addBusiness', msg('An error occurred.'));

export const { useGetMyBusinessesQuery, useAddBusinessMutation } = businessApi;
