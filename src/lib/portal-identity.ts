// The portal's operator (issue 31, docs/identity.md): the Ministry's names, contacts, social links and chat number,
// as the host answered GET /clap/prop/public/identity (asked once per visit after the first screen, when the host
// offers 'portal-identity': ./portal-identity-api.ts, started by ./capabilities-api.ts), else the bundled defaults
// from the build's VITE_* settings. Only this reader is in the first load (the footer and the chat button read it),
// so it imports the contract's types only.
import { useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import type { PortalIdentity } from '@contract/portal-identity';

/** RTK Query's cache key of the one question (getPortalIdentity, no argument). */
export const PORTAL_IDENTITY_KEY = 'getPortalIdentity(undefined)';

/**
 * What a host without the identity (a spec-only host, or before the answer) gives: the build's settings. The chat
 * number is the digits of VITE_CHAT_URL's wa.me link, so a build that set one keeps its button.
 */
export const BUNDLED_IDENTITY: PortalIdentity = {
  name: '',
  short_name: '',
  address: '',
  email: '',
  phone: '',
  website: env.ministryUrl,
  dpo_name: '',
  dpo_email: '',
  logo_url: '',
  whatsapp: /^https:\/\/wa\.me\/(\d{8,15})$/.exec(env.chatUrl)?.[1] ?? '',
  x_url: env.social.x,
  facebook_url: env.social.facebook,
  instagram_url: env.social.instagram,
  linkedin_url: env.social.linkedin,
  youtube_url: env.social.youtube,
  tiktok_url: '',
};

interface ApiCache {
  api: { queries: Record<string, { data?: unknown } | undefined> };
}

/** The host's answer (already read by the adapter), or undefined until it has answered / when it was not asked. */
export const selectHostIdentity = (state: ApiCache) =>
  state.api.queries[PORTAL_IDENTITY_KEY]?.data as PortalIdentity | undefined;

/** The identity to show: the host's, else the bundled defaults. */
export const usePortalIdentity = (): PortalIdentity => useAppSelector(selectHostIdentity) ?? BUNDLED_IDENTITY;

/** The chat link for a WhatsApp number, with the greeting in `text` (wa.me reads it); '' without a number. */
export function chatLink(whatsapp: string, greeting: string): string {
  const digits = whatsapp.replace(/\D/g, '');
  return digits === '' ? '' : `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}
