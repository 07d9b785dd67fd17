// The one rule for every web address the portal stores (links, websites, social links, image URLs), shared by the
// portal's yup schemas and the server: pure TypeScript, no imports (the server imports this file too).
//
// Why not just `new URL()`: the WHATWG parser is generous. It reads `https://javascript:alert(1)<!--@x.example` as
// user "javascript" at host x.example, `http:///x` as host "x", `http:\\x.example` as `http://x.example/`, and
// decodes `%6d` in hosts. Another client (a mail app, the provider's portal, a native app) may parse the stored text
// differently and render it as a live link. So the text itself must already be plain: an absolute http(s) URL with
// a real host, written the way every parser reads it.

/** Longest stored web address (routes may cap a field lower). */
export const WEB_URL_MAX_LENGTH = 2000;

export const WEB_URL_MESSAGES = {
  link: 'Enter a valid link starting with http:// or https://.',
  website: 'Please enter a valid website address.',
  social: 'Enter a link (https://...) or a handle.',
} as const;

// Spaces, C0/C1 controls, backslashes, quotes and angle brackets never belong in a stored address.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f\\"'<>`]/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// scheme://authority, where the authority is only a host (no user@) and an optional port.
const SHAPE = /^https?:\/\/([^/?#]*)(?:[/?#]|$)/i;
const NAME_HOST =
  /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;
const PORT = /^\d{1,5}$/;
// Last label of a name: letters (or an IDN's xn-- form), never all digits (that would be a malformed IP).
const TOP_LABEL = /^(?:[\p{L}]{2,63}|xn--[a-z0-9-]{1,59})$/u;

export interface WebUrlOptions {
  /**
   * Accept a bare address such as `www.example.com` by putting `https://` in front (what people type into a
   * website field). Anything else with a scheme of its own (`javascript:`, `mailto:`) is still refused.
   */
  assumeHttps?: boolean;
  maxLength?: number;
}

function hostPart(authority: string): { host: string; port: string | null } | null {
  if (authority.startsWith('[')) {
    const end = authority.indexOf(']');
    if (end < 0) return null;
    const rest = authority.slice(end + 1);
    if (rest !== '' && !(rest.startsWith(':') && PORT.test(rest.slice(1)))) return null;
    return { host: authority.slice(0, end + 1), port: rest ? rest.slice(1) : null };
  }
  const colon = authority.lastIndexOf(':');
  if (colon < 0) return { host: authority, port: null };
  const port = authority.slice(colon + 1);
  if (!PORT.test(port)) return null;
  return { host: authority.slice(0, colon), port };
}

function realHost(host: string): boolean {
  if (IPV6.test(host)) return true;
  if (IPV4.test(host)) return true;
  if (host.length > 253 || !NAME_HOST.test(host)) return false;
  const labels = host.split('.');
  if (labels.some((label) => label.length > 63)) return false;
  return TOP_LABEL.test(labels[labels.length - 1].toLowerCase());
}

/**
 * The address to store (trimmed, `https://` added to a bare one when `assumeHttps`), or null when it is not an
 * absolute http(s) URL with a real host: a dotted name or an IP, no `user@`, no spaces or control characters,
 * at most `maxLength` characters. Empty input gives null too: optional fields test for '' themselves.
 */
export function normaliseWebUrl(
  input: string,
  { assumeHttps = false, maxLength = WEB_URL_MAX_LENGTH }: WebUrlOptions = {},
): string | null {
  let value = input.trim();
  if (value === '' || FORBIDDEN.test(value)) return null;
  // `www.example.com:8080` looks like a scheme named www.example.com; bare addresses with a port are not offered.
  if (assumeHttps && !SCHEME.test(value) && !value.startsWith('/')) value = `https://${value}`;
  if (value.length > maxLength) return null;
  const shape = SHAPE.exec(value);
  if (!shape) return null;
  const authority = shape[1];
  if (authority === '' || authority.includes('@') || authority.includes('%')) return null;
  const parts = hostPart(authority);
  if (!parts || !realHost(parts.host)) return null;
  if (parts.port !== null && (Number(parts.port) < 1 || Number(parts.port) > 65535)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  // What a WHATWG parser sees must be what the text says (IDNs aside, which it turns into xn-- form).
  const host = parts.host.toLowerCase();
  // eslint-disable-next-line no-control-regex -- ASCII check, not a control-character match
  if (/^[\x00-\x7f]*$/.test(host) && parsed.hostname !== host) return null;
  return value;
}

/** True when `input` is a web address `normaliseWebUrl` accepts. */
export function isWebUrl(input: string, options?: WebUrlOptions): boolean {
  return normaliseWebUrl(input, options) !== null;
}

/** A social handle typed instead of a link: `@ada.obi`, `ada_obi` (no slash, colon or spaces). */
const HANDLE = /^@?[\p{L}\p{N}._-]{1,100}$/u;

/**
 * A social link field: a handle (kept as typed) or a web address (a bare `instagram.com/ada` gets https://).
 * Null when it is neither.
 */
export function normaliseSocialLink(input: string, maxLength = 300): string | null {
  const value = input.trim();
  if (value.length > maxLength) return null;
  if (HANDLE.test(value)) return value;
  return normaliseWebUrl(value, { assumeHttps: true, maxLength });
}
