// The signed-in account's own profile: one endpoint for every screen that shows it (Your Profile, the business
// view, the feed's side card, the partner session), under the one 'Profile' tag every profile edit invalidates.
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';
import { api } from './api';

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The envelope's `data` (tolerant: a bare object is taken as the data itself). */
export function envelopeData(body: unknown): unknown {
  return isObject(body) && 'data' in body ? body.data : body;
}

/** The profile in `data`, or in `data.user` / `data.data` when a host nests it there; {} when there is none. */
export function normaliseProfile(body: unknown): AnyProfile {
  const data = envelopeData(body);
  if (!isObject(data)) return {};
  if (isObject(data.user) && !('first_name' in data)) return data.user;
  if (isObject(data.data) && !('id' in data)) return data.data;
  return data;
}

const ownProfilePath: Record<ProfileKind, string> = {
  creative: '/prop/users/profile',
  business: '/prop/business-info/profile',
  partner: '/prop/public/partner',
};

export const ownProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProfile: build.query<AnyProfile, ProfileKind>({
      query: (kind) => ownProfilePath[kind],
      transformResponse: normaliseProfile,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetMyProfileQuery } = ownProfileApi;
