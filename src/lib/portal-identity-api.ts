// The question to the host about its operator (issue 31, docs/identity.md): GET /clap/prop/public/identity, asked
// once per visit after the first screen and only when the host offers 'portal-identity' (./capabilities-api.ts
// loads this module then), so a spec-only host never sees it. Screens read the answer with useHostIdentity
// (./portal-identity.ts); a failure leaves the build's defaults.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { EMPTY_IDENTITY, SOCIAL_FIELDS, type PortalIdentity } from '@contract/portal-identity';
import { fieldsOf, text } from './adapt';
import { api, ONE_OWNER_PER_ENDPOINT } from './api';
import type { HostIdentity } from './portal-identity';

const LINK_FIELDS = ['website', ...Object.values(SOCIAL_FIELDS)] as const;

/**
 * One raw identity into the contract's type: texts as text; a link only when it is http(s) (a foreign or broken host
 * must never put a javascript: address in the footer), the crest also as a path on this site; missing fields ''.
 */
export function readPortalIdentity(raw: unknown): PortalIdentity {
  const fields = fieldsOf(raw);
  const identity = { ...EMPTY_IDENTITY };
  for (const key of Object.keys(identity) as (keyof PortalIdentity)[]) {
    identity[key] = text(fields[key]).trim();
  }
  for (const key of LINK_FIELDS) {
    if (!/^https?:\/\/[^\s/]/i.test(identity[key])) identity[key] = '';
  }
  if (!/^(https?:\/\/[^\s/]|\/[^/\\])/i.test(identity.logo_url)) identity.logo_url = '';
  return identity;
}

/** The identity with its social links by network, as the first load's readers take them. */
export function toHostIdentity(identity: PortalIdentity): HostIdentity {
  const social = Object.fromEntries(
    Object.entries(SOCIAL_FIELDS).map(([network, field]) => [network, identity[field]]),
  ) as HostIdentity['social'];
  return { ...identity, social };
}

export const portalIdentityApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getPortalIdentity: build.query<HostIdentity, void>({
      query: () => '/prop/public/identity',
      transformResponse: (body: unknown) => toHostIdentity(readPortalIdentity(fieldsOf(body).data)),
    }),
  }),
});

/** Asks the host once; the subscription is kept for the whole visit. */
export function askIdentity(dispatch: Dispatch<UnknownAction>): void {
  dispatch(portalIdentityApi.endpoints.getPortalIdentity.initiate() as unknown as UnknownAction);
}
