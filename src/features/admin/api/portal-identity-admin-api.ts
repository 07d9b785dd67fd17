// The admin's Portal identity screen (issue 31, docs/identity.md): GET, PUT and DELETE /prop/admin/identity. A save
// or reset also puts the new identity into the public read's cache (lib/portal-identity-api.ts), so this visit's
// footer, chat button and legal pages show it at once.
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AdminIdentityView, PortalIdentity } from '@contract/portal-identity';
import { fieldsOf } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { msg } from '@/i18n/runtime';
import { portalIdentityApi, readPortalIdentity, toHostIdentity } from '@/lib/portal-identity-api';

/** The admin's view read from the envelope's data; identities through the public adapter (links http(s) only). */
export function readAdminIdentity(body: unknown): AdminIdentityView {
  const data = fieldsOf(fieldsOf(body).data);
  return {
    identity: readPortalIdentity(data.identity),
    environment: readPortalIdentity(data.environment),
    stored: data.stored === true,
    updated_at: typeof data.updated_at === 'string' ? data.updated_at : null,
    updated_by: typeof data.updated_by === 'number' ? data.updated_by : null,
  };
}

/** The per-field problems of a refused save (400), or none. */
export function refusedFields(error: unknown): Record<string, string> {
  const problems = fieldsOf(fieldsOf(fieldsOf(fieldsOf(error).data).data).problems);
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * A save's or reset's answer, once it arrives, into both caches: the admin's view and the public read (so this
 * visit's footer and legal pages show the new identity at once). A failed call changes neither.
 */
async function storeAnswer(
  dispatch: BaseQueryApi['dispatch'],
  answer: Promise<{ data: AdminIdentityView }>,
): Promise<void> {
  const { data } = await answer.catch(() => ({ data: undefined }));
  if (!data) return;
  void dispatch(portalIdentityAdminApi.util.upsertQueryData('getAdminIdentity', undefined, data));
  void dispatch(
    portalIdentityApi.util.upsertQueryData('getPortalIdentity', undefined, toHostIdentity(data.identity)),
  );
}

export const portalIdentityAdminApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getAdminIdentity: build.query<AdminIdentityView, void>({
      query: () => '/prop/admin/identity',
      transformResponse: readAdminIdentity,
      providesTags: ['Admin'],
    }),
    saveAdminIdentity: build.mutation<AdminIdentityView, PortalIdentity>({
      query: (identity) => ({ url: '/prop/admin/identity', method: 'PUT', body: identity }),
      transformResponse: readAdminIdentity,
      onQueryStarted: (_identity, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
    resetAdminIdentity: build.mutation<AdminIdentityView, void>({
      query: () => ({ url: '/prop/admin/identity', method: 'DELETE' }),
      transformResponse: readAdminIdentity,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
  }),
});

// A refused save shows its fields' problems on the form; a lost connection or a server error toasts.
registerErrorToast('getAdminIdentity', msg('The portal identity could not be loaded.'));
registerErrorToast('resetAdminIdentity', msg('The portal identity could not be reset.'));

export const { useGetAdminIdentityQuery, useSaveAdminIdentityMutation, useResetAdminIdentityMutation } =
  portalIdentityAdminApi;
