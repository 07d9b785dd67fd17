// The question to the host about its operator (issue 31, docs/identity.md): GET /clap/prop/public/identity, asked
// once per visit after the first screen and only when the host offers 'portal-identity' (./capabilities-api.ts
// loads this module then), so a spec-only host never sees it. Screens read the answer with usePortalIdentity
// (./portal-identity.ts); a failure leaves the bundled defaults.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PortalIdentity } from '@contract/portal-identity';
import { fieldsOf, text } from './adapt';
import { api, ONE_OWNER_PER_ENDPOINT } from './api';
import { BUNDLED_IDENTITY } from './portal-identity';

const LINK_FIELDS = [
  'website',
  'x_url',
  'facebook_url',
  'instagram_url',
  'linkedin_url',
  'youtube_url',
  'tiktok_url',
] as const;

/**
 * One raw identity into the contract's type: texts as text; a link only when it is http(s) (a foreign or broken host
 * must never put a javascript: address in the footer), the crest also as a path on this site; missing fields ''.
 */
export function readPortalIdentity(raw: unknown): PortalIdentity {
  const fields = fieldsOf(raw);
  const identity = { ...BUNDLED_IDENTITY };
  for (const key of Object.keys(identity) as (keyof PortalIdentity)[]) {
    if (key in fields) identity[key] = text(fields[key]).trim();
  }
  for (const key of LINK_FIELDS) {
    if (!/^https?:\/\/[^\s/]/i.test(identity[key])) identity[key] = '';
  }
  if (!/^(https?:\/\/[^\s/]|\/[^/\\])/i.test(identity.logo_url)) identity.logo_url = '';
  return identity;
}

export const portalIdentityApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getPortalIdentity: build.query<PortalIdentity, void>({
      query: () => '/prop/public/identity',
      transformResponse: (body: unknown) => readPortalIdentity(fieldsOf(body).data),
    }),
  }),
});

/** Asks the host once; the subscription is kept for the whole visit. */
export function askIdentity(dispatch: Dispatch<UnknownAction>): void {
  dispatch(portalIdentityApi.endpoints.getPortalIdentity.initiate() as unknown as UnknownAction);
}
