// Profile endpoints (spec section 7): edits, images, skills and public profiles. The own profile is read through
// lib/own-profile-api (shared with the feed and the business view); every edit here invalidates its 'Profile' tag.
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { IdentityCheckBody } from '@contract/account-bodies';
import type { ProfileKind } from '@contract/accounts';
import type { ProfileContactBody } from '@contract/profile-portfolio';
import type { AnyProfile } from '@contract/profiles';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { getErrorMessage } from '@/lib/api-session';
import { readStatusAnswer } from '@/lib/list-response';
import { msg } from '@/i18n/runtime';
import { envelopeData, normaliseProfile } from '@/lib/own-profile-api';
import { normaliseSkills, type Skill } from './skill-adapter';

export { normaliseSkills, type Skill } from './skill-adapter';

export interface PublicProfile {
  type: ProfileKind;
  profile: AnyProfile;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Kind inference of spec section 2: registered_name means business, first_name creative, industry partner. */
export function inferKind(profile: AnyProfile | null | undefined): ProfileKind {
  if (!profile) return 'creative';
  if (profile.account === 'business' || profile.account === 'partner' || profile.account === 'creative') {
    return profile.account;
  }
  if ('registered_name' in profile || 'trade_name' in profile) return 'business';
  if ('first_name' in profile) return 'creative';
  if ('industry' in profile || 'partner_type' in profile) return 'partner';
  return 'creative';
}

export const profileApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    editCreativeProfile: build.mutation<AnyProfile, AnyProfile>({
      query: (body) => ({ url: '/prop/users/edit_profile', method: 'PUT', body }),
      transformResponse: normaliseProfile,
      invalidatesTags: ['Profile', 'Directory'],
    }),
    editBusinessProfile: build.mutation<AnyProfile, AnyProfile>({
      query: (body) => ({ url: '/prop/business-info/edit_profile', method: 'PUT', body }),
      transformResponse: normaliseProfile,
      invalidatesTags: ['Profile', 'Directory'],
    }),
    /** extension (docs/people.md): the spec has no call to change a partner's profile. */
    editPartnerProfile: build.mutation<AnyProfile, AnyProfile>({
      query: (body) => ({ url: '/prop/partner-info/edit_profile', method: 'PUT', body }),
      transformResponse: normaliseProfile,
      invalidatesTags: ['Profile', 'Directory'],
    }),
    /** POST /prop/business/verification: spec's { id, verification_type } plus the number the server checks. */
    verifyBusinessIdentity: build.mutation<
      { message: string; last4: string },
      IdentityCheckBody & { verification_type: 'BVN' | 'NIN' }
    >({
      query: (body) => ({ url: '/prop/business/verification', method: 'POST', body }),
      transformResponse: (body: unknown) => {
        const record = isObject(body) ? body : {};
        const data = isObject(record.data) ? record.data : {};
        return {
          message:
            typeof record.message === 'string' && record.message
              ? record.message
              : msg('Verification successful'),
          last4: typeof data.identity_last4 === 'string' ? data.identity_last4 : '',
        };
      },
      invalidatesTags: ['Profile'],
    }),
    getSkills: build.query<Skill[], void>({
      query: () => '/prop/skill',
      transformResponse: normaliseSkills,
      providesTags: ['Skill'],
    }),
    addSkills: build.mutation<Skill[], string[]>({
      query: (skills) => ({ url: '/prop/skill', method: 'POST', body: { skills } }),
      transformResponse: normaliseSkills,
      invalidatesTags: ['Skill', 'Profile'],
    }),
    deleteSkill: build.mutation<null, number>({
      query: (id) => ({ url: `/prop/skill/${id}`, method: 'DELETE' }),
      // Spec section 4: deleting a skill removes it from the list at once; undone if the call fails.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          profileApi.util.updateQueryData('getSkills', undefined, (draft) =>
            draft.filter((skill) => skill.id !== id),
          ),
        );
        try {
          await queryFulfilled;
          dispatch(profileApi.util.invalidateTags(['Profile']));
        } catch {
          patch.undo();
        }
      },
    }),
    getPublicProfile: build.query<PublicProfile, string>({
      query: (id) => `/prop/public/profile/${encodeURIComponent(id)}`,
      transformResponse: (body: unknown): PublicProfile => {
        const data = envelopeData(body);
        if (isObject(data) && isObject(data.profile)) {
          const type = data.type === 'business' || data.type === 'partner' ? data.type : 'creative';
          return { type, profile: data.profile };
        }
        const profile: AnyProfile = isObject(data) ? data : {};
        return { type: inferKind(profile), profile };
      },
      providesTags: ['Profile', 'Directory'],
    }),
    /** extension (issue 31, feature 'profile-contact'): a message to the member, mailed; their address stays hidden. */
    contactMember: build.mutation<
      { status: boolean; message: string | null },
      { memberId: number; body: ProfileContactBody }
    >({
      query: ({ memberId, body }) => ({ url: `/prop/profile/${memberId}/contact`, method: 'POST', body }),
      transformResponse: readStatusAnswer,
    }),
  }),
});

registerErrorToast('getSkills', msg('An error occurred.'));
registerErrorToast('deleteSkill', msg('An error occurred while verifying the user.'));

export const {
  useEditCreativeProfileMutation,
  useEditBusinessProfileMutation,
  useEditPartnerProfileMutation,
  useVerifyBusinessIdentityMutation,
  useGetSkillsQuery,
  useAddSkillsMutation,
  useDeleteSkillMutation,
  useGetPublicProfileQuery,
  useContactMemberMutation,
} = profileApi;

export type ImageField = 'cover_image' | 'profile_image';

/**
 * Multipart upload with progress (axios onUploadProgress). It calls the axios instance directly because a File
 * and a progress callback do not belong in the RTK Query cache; on success it invalidates the profile.
 * `progress` is a number only while an upload is under way: it goes back to null when the answer comes, whatever
 * it is, and a progress event that arrives after the answer (axios throttles them, the last one can come late) or
 * from an earlier upload is ignored, so no finished or refused upload leaves a bar behind (issue 13).
 */
export function useUploadProfileImage() {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef(0);
  const upload = useCallback(
    async (field: ImageField, file: File): Promise<string | null> => {
      const attempt = (current.current += 1);
      const form = new FormData();
      form.append(field, file);
      setError(null);
      setProgress(0);
      try {
        // axios (for upload progress) loads with the first upload, not with the profile.
        const { apiClient } = await import('@/lib/api-client');
        const response = await apiClient.put('/prop/account/profile_image', form, {
          onUploadProgress: (event) => {
            if (event.total && current.current === attempt)
              setProgress(Math.round((event.loaded / event.total) * 100));
          },
        });
        dispatch(profileApi.util.invalidateTags(['Profile', 'Directory']));
        const data = response.data as { message?: unknown } | undefined;
        return typeof data?.message === 'string' ? data.message : 'updated';
      } catch (caught) {
        setError(getErrorMessage(caught, msg('The image could not be uploaded. Please try again.')));
        return null;
      } finally {
        if (current.current === attempt) {
          current.current += 1; // later progress events of this upload no longer count
          setProgress(null);
        }
      }
    },
    [dispatch],
  );
  const reset = useCallback(() => {
    current.current += 1;
    setProgress(null);
    setError(null);
  }, []);
  return { upload, progress, error, reset };
}
