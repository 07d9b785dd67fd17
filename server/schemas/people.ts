// JSON schemas of the people resources (profiles, skills, directory, admin): route validation and OpenAPI.
// Response schemas also act as an allow-list: fast-json-stringify drops any field not named here.
import {
  creativeDetailProperties,
  partnerDetailProperties,
  supportNeedsProperties,
} from '../../contract/auth-user';
import { imageVariantsSchema } from '../../contract/content-item';
import { portfolioProperties } from '../../contract/profile-portfolio';
import { skillItemSchema as skillSchema } from '../../contract/skills';
import { pageWindow } from '../lib/paging';

const str = { type: ['string', 'null'] } as const;
const bool = { type: ['boolean', 'null'] } as const;
const int = { type: 'integer' } as const;

/** Bounded optional text for edit bodies; '' clears the field (contract/profile-fields.ts). */
export { textField as text } from '../../contract/profile-fields';

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  additionalProperties: false,
} as const;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  limit: { type: 'integer', minimum: 1, maximum: 100 },
  q: { type: 'string', maxLength: 100 },
} as const;

/** A profile's skill: the skills routes' item (contract/skills.ts). */
export { skillSchema };

export const postSchema = {
  type: 'object',
  properties: {
    id: int,
    author_id: int,
    title: { type: 'string' },
    description: { type: 'string' },
    link: str,
    images: { type: 'array', items: { type: 'string' } },
    image_variants: {
      ...imageVariantsSchema,
      description: 'extension (issue 31): sized copies, public profiles only',
    },
    likes: int,
    created_at: { type: 'string' },
  },
} as const;

const accountState = {
  account: { type: 'string' },
  email: str,
  is_activated: bool,
  is_blacklisted: bool,
  status: str,
  created_at: { type: 'string' },
} as const;

const needs = supportNeedsProperties;

const media = { logo: str, cover_photo: str, facebook: str, twitter: str, instagram: str } as const;

/** Which identity document was checked and its last four digits (never the number). */
const verification = { verification_type: str, identity_last4: str } as const;

/** Every profile ends with its skills and newest posts. */
const skillsAndPosts = {
  skills: { type: 'array', items: skillSchema },
  posts: { type: 'array', items: postSchema },
} as const;

export const creativeSchema = {
  type: 'object',
  properties: {
    id: int,
    ...accountState,
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    bio: str,
    gender: str,
    date_of_birth: str,
    phone_number: str,
    ...creativeDetailProperties,
    cover_photo: str,
    facebook: str,
    twitter: str,
    instagram: str,
    website: str,
    linkedin: str,
    availability: { type: 'object', properties: { status: str, remote: bool } },
    ...needs,
    ...verification,
    ...portfolioProperties,
    ...skillsAndPosts,
  },
} as const;

export const businessSchema = {
  type: 'object',
  properties: {
    id: int,
    ...accountState,
    registered_name: str,
    trade_name: { type: 'string' },
    sector: str,
    area: str,
    phone_number: str,
    lga: str,
    state: str,
    address: str,
    website: str,
    bio: str,
    ...media,
    linkedin: str,
    ...needs,
    ...verification,
    ...portfolioProperties,
    ...skillsAndPosts,
  },
} as const;

export const partnerSchema = {
  type: 'object',
  properties: {
    id: int,
    ...accountState,
    approved: bool,
    name: { type: 'string' },
    website: str,
    ...partnerDetailProperties,
    bio: str,
    ...media,
    ...skillsAndPosts,
  },
} as const;

/** A directory row (spec section 3's directory entry); admin rows add contact and verification fields. */
/** A directory row (public and admin lists): declared in contract/directory.ts. */
export { directoryEntrySchema } from '../../contract/directory';

export const countsSchema = {
  type: 'object',
  properties: { creatives: int, business: int, partners: int },
} as const;

/** An audit log row: declared in contract/audit.ts. */
export { auditEntrySchema } from '../../contract/audit';

/** Reads the optional paging extension: undefined when none of page, limit, q is given. */
export function readPaging(query: { page?: number; limit?: number; q?: string }, defaultLimit = 10) {
  if (query.page === undefined && query.limit === undefined && query.q === undefined) return undefined;
  return { ...pageWindow(query.page ?? 1, query.limit ?? defaultLimit), q: query.q?.trim() || undefined };
}

/** Trims strings and turns '' into null, for the keys present in a body. */
export function cleanBody<T extends Record<string, unknown>>(
  body: T,
  keys: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in body)) continue;
    const value = body[key];
    if (typeof value === 'string') {
      const trimmed = value.trim();
      out[key] = trimmed === '' ? null : trimmed;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The shared field schemas (contract/profile-fields.ts), under their names here. */
export {
  phoneNumberField as phoneNumber,
  socialLinkField as socialLink,
  websiteLinkField as websiteLink,
} from '../../contract/profile-fields';
