// Business endpoints: the businesses an account runs (extension, docs/people.md). A business account's own profile
// is the shared own-profile endpoint (lib/own-profile-api).
import type { OwnedBusiness, OwnedBusinessBody } from '@contract/businesses';
import type { AnyProfile } from '@contract/profiles';
import { msg, t } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';

/** A business shown as a card: a row of /mine, or a business account's profile in the same shape. */
export type Business = Partial<OwnedBusiness> & Pick<OwnedBusiness, 'id' | 'name'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** GET /prop/business-info/mine -> { data: { data: [...] } } (tolerant of a flat array). */
export function normaliseBusinesses(body: unknown): Business[] {
  let data: unknown = isObject(body) && 'data' in body ? body.data : body;
  if (isObject(data) && Array.isArray(data.data)) data = data.data;
  if (!Array.isArray(data)) return [];
  return data.filter(isObject).map((row) => ({
    ...(row as Partial<OwnedBusiness>),
    id: Number(row.id),
    name:
      typeof row.name === 'string'
        ? row.name
        : typeof row.trade_name === 'string'
          ? row.trade_name
          : t('Business'),
  }));
}

/** A business account's own profile as a card's business; null when the profile has not come (or is empty). */
export function businessOfProfile(profile: AnyProfile | undefined): Business | null {
  if (!profile || Object.keys(profile).length === 0) return null;
  return {
    ...profile,
    id: Number(profile.id),
    name: profile.trade_name || profile.registered_name || t('Business'),
    description: profile.bio ?? null,
    phone: profile.phone_number ?? null,
  };
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
