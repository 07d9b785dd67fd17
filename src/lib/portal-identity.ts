// The portal's operator (issue 31, docs/identity.md): the Ministry's names, contacts, social links and chat number,
// as the host answered GET /clap/prop/public/identity (asked once per visit after the first screen, when the host
// offers 'portal-identity': ./portal-identity-api.ts, started by ./capabilities-api.ts). Until then, and on a host
// without it, the readers fall back to the build's VITE_* settings (env.social, env.chatUrl). Only this reader is in
// the first load (the footer and the chat button use it): a selector and a type, nothing more.
import { useAppSelector } from '@/app/hooks';
import type { PortalIdentity, SocialNetwork } from '@contract/portal-identity';

/** RTK Query's cache key of the one question (getPortalIdentity, no argument). */
export const PORTAL_IDENTITY_KEY = 'getPortalIdentity(undefined)';

/** The host's identity as its adapter reads it: the contract's fields, and the social links by network. */
export type HostIdentity = PortalIdentity & { social: Record<SocialNetwork, string> };

interface ApiCache {
  api: { queries: Record<string, { data?: unknown } | undefined> };
}

const selectHostIdentity = (state: ApiCache) =>
  state.api.queries[PORTAL_IDENTITY_KEY]?.data as HostIdentity | undefined;

/** The host's identity, or undefined until it has answered (or when it was not asked). */
export const useHostIdentity = () => useAppSelector(selectHostIdentity);
