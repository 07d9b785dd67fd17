// The deployment's operator (issue 31 section 1): the Ministry's names, address, contacts, data-protection contact,
// social links, an optional crest or logo and the WhatsApp chat number. Declared once for the server (environment
// defaults, the admin's edit, the public read) and the portal (footer, chat link, the legal pages' tokens, the
// admin's Portal identity screen). Pure TypeScript: the server imports it by path, the portal as @contract/x.
import type { FromSchema } from 'json-schema-to-ts';
import { normaliseNigerianPhone } from './phone';
import { nullableInteger, nullableString, objectOf } from './schema-fragments';
import { normaliseWebUrl } from './web-url';

/** The social networks the footer can show, in the footer's order. */
export const SOCIAL_NETWORKS = ['x', 'facebook', 'instagram', 'linkedin', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Longest value of each field (the server's schema, the admin form and the environment check use the same). */
export const IDENTITY_LIMITS = {
  name: 200,
  short_name: 40,
  address: 500,
  email: 254,
  phone: 30,
  website: 500,
  dpo_name: 200,
  dpo_email: 254,
  logo_url: 500,
  whatsapp: 30,
  social: 500,
} as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const socialProperties = {
  x_url: text(IDENTITY_LIMITS.social),
  facebook_url: text(IDENTITY_LIMITS.social),
  instagram_url: text(IDENTITY_LIMITS.social),
  linkedin_url: text(IDENTITY_LIMITS.social),
  youtube_url: text(IDENTITY_LIMITS.social),
  tiktok_url: text(IDENTITY_LIMITS.social),
} as const;

/** Every field, in the admin form's order. '' means "not given" (nothing is shown for it). */
export const IDENTITY_FIELDS = [
  'name',
  'short_name',
  'address',
  'email',
  'phone',
  'website',
  'dpo_name',
  'dpo_email',
  'logo_url',
  'whatsapp',
  'x_url',
  'facebook_url',
  'instagram_url',
  'linkedin_url',
  'youtube_url',
  'tiktok_url',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The identity as the public read answers it and the admin's PUT sends it: every field, '' when not given. */
export const portalIdentitySchema = {
  type: 'object',
  additionalProperties: false,
  required: [...IDENTITY_FIELDS],
  properties: {
    name: { ...text(IDENTITY_LIMITS.name), description: "The operator's full name (the Ministry's)." },
    short_name: { ...text(IDENTITY_LIMITS.short_name), description: 'The short name the footer shows.' },
    address: text(IDENTITY_LIMITS.address),
    email: { ...text(IDENTITY_LIMITS.email), description: 'The contact e-mail (also security.txt).' },
    phone: text(IDENTITY_LIMITS.phone),
    website: { ...text(IDENTITY_LIMITS.website), description: "The Ministry's own website." },
    dpo_name: { ...text(IDENTITY_LIMITS.dpo_name), description: 'The data-protection contact.' },
    dpo_email: text(IDENTITY_LIMITS.dpo_email),
    logo_url: { ...text(IDENTITY_LIMITS.logo_url), description: 'An optional crest or logo image.' },
    whatsapp: {
      ...text(IDENTITY_LIMITS.whatsapp),
      description: "The chat link's WhatsApp number (+234...); '' hides the chat button.",
    },
    ...socialProperties,
  },
} as const;
export type PortalIdentity = FromSchema<typeof portalIdentitySchema>;

/** The admin's read: what visitors get, what the environment says, and whether a stored edit overrides it. */
export const adminIdentitySchema = objectOf({
  identity: portalIdentitySchema,
  environment: portalIdentitySchema,
  stored: { type: 'boolean', description: 'True when an admin edit overrides the environment.' },
  updated_at: nullableString,
  updated_by: nullableInteger,
});
export type AdminIdentityView = FromSchema<typeof adminIdentitySchema>;

/** Nothing given: what a field left unset reads as. */
export const EMPTY_IDENTITY: PortalIdentity = Object.fromEntries(
  IDENTITY_FIELDS.map((field) => [field, '']),
) as PortalIdentity;

/** The environment variable of each field (server/config.ts; .env.example and docs/configuration.md list them). */
export const IDENTITY_ENV: Record<IdentityField, string> = {
  name: 'OPERATOR_NAME',
  short_name: 'OPERATOR_SHORT_NAME',
  address: 'OPERATOR_ADDRESS',
  email: 'OPERATOR_EMAIL',
  phone: 'OPERATOR_PHONE',
  website: 'OPERATOR_WEBSITE',
  dpo_name: 'DPO_NAME',
  dpo_email: 'DPO_EMAIL',
  logo_url: 'OPERATOR_LOGO_URL',
  whatsapp: 'WHATSAPP_NUMBER',
  x_url: 'SOCIAL_X_URL',
  facebook_url: 'SOCIAL_FACEBOOK_URL',
  instagram_url: 'SOCIAL_INSTAGRAM_URL',
  linkedin_url: 'SOCIAL_LINKEDIN_URL',
  youtube_url: 'SOCIAL_YOUTUBE_URL',
  tiktok_url: 'SOCIAL_TIKTOK_URL',
};

/**
 * The demo start's identity (SEED_DEMO): complete and clearly fictional. The names say "(demo)", the addresses use
 * the reserved .example domain, the numbers are unallocated-looking placeholders no one is behind.
 */
export const DEMO_IDENTITY: PortalIdentity = {
  name: 'Federal Ministry of Art, Culture and the Creative Economy (demo)',
  short_name: 'FMACCE (demo)',
  address: '1 Demo Close, Central Business District, Abuja (demo address)',
  email: 'contact@ministry.example',
  phone: '+234 9 000 0000',
  website: 'https://ministry.example',
  dpo_name: 'Data Protection Officer (demo)',
  dpo_email: 'dpo@ministry.example',
  logo_url: '',
  whatsapp: '+2347000000000',
  x_url: 'https://x.example/ministry-demo',
  facebook_url: 'https://facebook.example/ministry-demo',
  instagram_url: 'https://instagram.example/ministry-demo',
  linkedin_url: 'https://linkedin.example/ministry-demo',
  youtube_url: 'https://youtube.example/ministry-demo',
  tiktok_url: 'https://tiktok.example/ministry-demo',
};

/** The social link fields with their network. */
export const SOCIAL_FIELDS: Record<SocialNetwork, IdentityField> = {
  x: 'x_url',
  facebook: 'facebook_url',
  instagram: 'instagram_url',
  linkedin: 'linkedin_url',
  youtube: 'youtube_url',
  tiktok: 'tiktok_url',
};

export const IDENTITY_MESSAGES = {
  email: 'Please enter a valid e-mail address.',
  phone: 'Please enter a valid phone number.',
  whatsapp: 'Please enter a valid Nigerian phone number.',
  url: 'Enter a valid link starting with http:// or https://.',
  tooLong: 'This text is too long.',
  name: 'Please enter the full name.',
} as const;

const EMAIL = /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+\.[^\s@<>()",;:\\]+$/;
// A landline or international number: digits with spaces, dashes, dots or brackets, an optional leading +.
const PHONE = /^\+?[0-9][0-9 ().-]{5,28}[0-9]$/;

const SOCIAL_URL_FIELDS: readonly IdentityField[] = Object.values(SOCIAL_FIELDS);
const URL_FIELDS: readonly IdentityField[] = ['website', 'logo_url', ...SOCIAL_URL_FIELDS];

/** A site-relative image path (an upload on this server: /uploads/...), for the crest. */
const LOCAL_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]{1,400}$/;

/**
 * Checks and normalises an identity (the admin's edit, the environment's values): trimmed texts, a Nigerian mobile
 * WhatsApp number as +234..., the contact phone as a Nigerian mobile (normalised) or any plausible number, http(s)
 * links only (the crest may also be a path on this server). Returns the clean identity, or the problems by field.
 */
export function checkIdentity(
  input: PortalIdentity,
  { requireName = true }: { requireName?: boolean } = {},
): { ok: true; identity: PortalIdentity } | { ok: false; problems: Partial<Record<IdentityField, string>> } {
  const problems: Partial<Record<IdentityField, string>> = {};
  const out: Record<string, string> = {};
  for (const field of IDENTITY_FIELDS) {
    const value = (input[field] ?? '').replace(/\s+/g, ' ').trim();
    out[field] = value;
    const max = SOCIAL_URL_FIELDS.includes(field)
      ? IDENTITY_LIMITS.social
      : IDENTITY_LIMITS[field as keyof typeof IDENTITY_LIMITS];
    if (value.length > max) {
      problems[field] = IDENTITY_MESSAGES.tooLong;
      continue;
    }
    if (value === '') continue;
    if (field === 'email' || field === 'dpo_email') {
      if (!EMAIL.test(value)) problems[field] = IDENTITY_MESSAGES.email;
    } else if (field === 'whatsapp') {
      const phone = normaliseNigerianPhone(value);
      if (phone) out[field] = phone;
      else problems[field] = IDENTITY_MESSAGES.whatsapp;
    } else if (field === 'phone') {
      const mobile = normaliseNigerianPhone(value);
      if (mobile) out[field] = mobile;
      else if (!PHONE.test(value)) problems[field] = IDENTITY_MESSAGES.phone;
    } else if (URL_FIELDS.includes(field)) {
      const link = normaliseWebUrl(value, { maxLength: max });
      if (link) out[field] = link;
      else if (!(field === 'logo_url' && LOCAL_PATH.test(value))) problems[field] = IDENTITY_MESSAGES.url;
    }
  }
  if (requireName && out.name === '') problems.name = IDENTITY_MESSAGES.name;
  return Object.keys(problems).length > 0
    ? { ok: false, problems }
    : { ok: true, identity: out as PortalIdentity };
}

/** The chat link for a WhatsApp number (+234...): wa.me wants the digits only. '' when there is no number. */
export function whatsappLink(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits === '' ? '' : `https://wa.me/${digits}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The legal pages' tokens (docs/identity.md): page texts in ./page-drafts.ts name the operator's facts as {tokens};
// the portal fills them from the identity when it renders a page, so an identity edit shows on the pages at once.

/** How long backups are kept: the default schedule of docs/backup.md keeps 7 dailies and a few monthlies; 35 days
 * covers a month's copy plus the week of dailies. The privacy policy states it. */
export const BACKUP_RETENTION_DAYS = 35;

/** A token's text when the identity leaves its field empty: a sentence that stays true without the fact. */
const TOKEN_FALLBACKS = {
  operator: 'Ministry responsible for the creative economy',
  short_name: 'the Ministry',
  address: "the postal address published on the Ministry's website",
  email: "the Ministry's official contact channels",
  phone: "the Ministry's official contact channels",
  website: 'this portal',
  dpo_name: 'the Data Protection Officer of the Ministry',
  dpo_email: "the Ministry's official contact channels",
} as const;

export type PageToken = keyof typeof TOKEN_FALLBACKS | 'backup_days';
export const PAGE_TOKENS: readonly PageToken[] = [
  ...(Object.keys(TOKEN_FALLBACKS) as (keyof typeof TOKEN_FALLBACKS)[]),
  'backup_days',
];

const TOKEN_FIELD: Record<keyof typeof TOKEN_FALLBACKS, IdentityField> = {
  operator: 'name',
  short_name: 'short_name',
  address: 'address',
  email: 'email',
  phone: 'phone',
  website: 'website',
  dpo_name: 'dpo_name',
  dpo_email: 'dpo_email',
};

const TOKEN = /\{(operator|short_name|address|email|phone|website|dpo_name|dpo_email|backup_days)\}/g;

/** The value of one token for this identity (its fallback when the field is empty). */
export function tokenValue(token: PageToken, identity: PortalIdentity): string {
  if (token === 'backup_days') return String(BACKUP_RETENTION_DAYS);
  const value = identity[TOKEN_FIELD[token]];
  if (value) return value;
  // The data-protection e-mail falls back to the general contact before the generic sentence.
  if (token === 'dpo_email' && identity.email) return identity.email;
  return TOKEN_FALLBACKS[token];
}

/** A text with its {tokens} filled in. Unknown braces are left as they are (a page may quote code). */
export function fillTokens(text: string, identity: PortalIdentity): string {
  return text.replace(TOKEN, (_whole, token: PageToken) => tokenValue(token, identity));
}

interface FillablePage {
  title: string;
  summary?: string | null;
  sections: readonly { heading: string; paragraphs: readonly string[]; items?: readonly string[] }[];
}

/** A page with every {token} in its title, summary, headings, paragraphs and items filled in. */
export function fillPageTokens<P extends FillablePage>(page: P, identity: PortalIdentity): P {
  const fill = (value: string) => fillTokens(value, identity);
  return {
    ...page,
    title: fill(page.title),
    summary: page.summary == null ? page.summary : fill(page.summary),
    sections: page.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
      ...(section.items ? { items: section.items.map(fill) } : {}),
    })),
  };
}
