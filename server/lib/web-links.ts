// Every stored web address goes through here (contract/web-url.ts holds the rule the portal's forms share): content
// links, websites, social links. 400 with a human sentence when one is not a plain http(s) URL with a real host.
import { normaliseSocialLink, normaliseWebUrl, WEB_URL_MESSAGES } from '../../contract/web-url';
import { badRequest } from './http-errors';

/** A content `link` (posts, products, tools, opportunities, events): absolute http(s) only, as the forms ask. */
export function httpLink(value: string, field = 'link'): string {
  const link = normaliseWebUrl(value);
  if (link === null)
    throw badRequest(`The ${field} must be a web address starting with http:// or https://.`);
  return link;
}

/**
 * A website field (business, partner, a business an account runs): null when blank; a bare `www.example.com` gets
 * https:// (people type that, and business registration always took it).
 */
export function websiteUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const url = normaliseWebUrl(trimmed, { assumeHttps: true, maxLength: 300 });
  if (url === null) throw badRequest(WEB_URL_MESSAGES.website);
  return url;
}

/** A social link field (facebook, twitter/x, instagram, linkedin): null when blank; a handle or a web address. */
export function socialLink(value: string | null | undefined, field: string): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const link = normaliseSocialLink(trimmed);
  if (link === null) throw badRequest(`The ${field} link must be a web address (https://...) or a handle.`);
  return link;
}

export const SOCIAL_FIELDS = ['facebook', 'twitter', 'instagram', 'linkedin', 'x'] as const;

/**
 * Checks and normalises, in place, the website and social fields present in `values` (a column map about to be
 * written). Absent keys stay absent; blank ones become null.
 */
export function normaliseLinkColumns<T extends Record<string, unknown>>(values: T): T {
  const out = values as Record<string, unknown>;
  if ('website' in out) out.website = websiteUrl(out.website as string | null | undefined);
  for (const field of SOCIAL_FIELDS) {
    if (field in out) out[field] = socialLink(out[field] as string | null | undefined, field);
  }
  return values;
}
