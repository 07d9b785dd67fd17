// JSON schemas of the profile routes: own profiles and their edits, profile images, public profiles and the
// businesses an account runs; the edit body types come from these schemas (FromSchema).
import type { FromSchema } from 'json-schema-to-ts';
import { PROFILE_KINDS } from '../../contract/accounts';
import { ownedBusinessBodySchema, ownedBusinessItemSchema } from '../../contract/businesses';
import { EDUCATION_LEVELS, EMPLOYMENT_STATUSES, PARTNER_TYPES } from '../../contract/options';
import { envelopeSchema, errorSchema } from '../lib/envelope';
import {
  businessProfileSchema,
  creativeProfileSchema,
  partnerProfileSchema,
  profileSchemaOfAnyKind,
} from '../../contract/profiles';
import { idParams, phoneNumber, socialLink, text, websiteLink } from './people';
import { MAX_OWNED_BUSINESSES } from '../repositories/profiles';

const TAGS = ['profiles'];
export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const needFlags = {
  need_training: { type: 'boolean' },
  need_funding: { type: 'boolean' },
  need_tools: { type: 'boolean' },
  need_market_access: { type: 'boolean' },
  detail_training: text(2000),
  detail_funding: text(2000),
  detail_tools: text(2000),
  detail_market_access: text(2000),
} as const;
/** Sent back by portals that post the whole profile; changed elsewhere (images by upload, e-mail by support). */
const ignored = { email: text(320), photo: text(500), logo: text(500), cover_photo: text(500) } as const;
export const NEED_KEYS = Object.keys(needFlags);

const creativeEditBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    first_name: { type: 'string', minLength: 1, maxLength: 80 },
    last_name: { type: 'string', minLength: 1, maxLength: 80 },
    bio: text(2000),
    gender: text(30),
    date_of_birth: { type: 'string', maxLength: 10, pattern: '^(|\\d{4}-\\d{2}-\\d{2})$' },
    phone_number: phoneNumber,
    employment_status: { type: 'string', enum: ['', ...EMPLOYMENT_STATUSES] },
    level_of_education: { type: 'string', enum: ['', ...EDUCATION_LEVELS] },
    expertise: text(100),
    category: text(100),
    skill_level: text(50),
    origin_state: text(100),
    lga_origin: text(100),
    residence_state: text(100),
    lga_residence: text(100),
    facebook: socialLink,
    twitter: socialLink,
    instagram: socialLink,
    website: websiteLink,
    linkedin: socialLink,
    availability: {
      type: 'object',
      additionalProperties: false,
      properties: { status: text(20), remote: { type: ['boolean', 'null'] } },
    },
    status: {
      ...text(20),
      description: 'availability status (the spec sends it flat); same as availability.status',
    },
    remote: { type: ['boolean', 'null'], description: 'same as availability.remote' },
    ...needFlags,
    ...ignored,
  },
} as const;
export type CreativeEdit = FromSchema<typeof creativeEditBody>;

// prettier-ignore
export const CREATIVE_KEYS = [
  'first_name', 'last_name', 'bio', 'gender', 'date_of_birth', 'phone_number', 'employment_status',
  'level_of_education', 'expertise', 'category', 'skill_level', 'origin_state', 'lga_origin', 'residence_state',
  'lga_residence', 'facebook', 'twitter', 'instagram', 'website', 'linkedin', ...NEED_KEYS,
];

const businessEditBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    registered_name: text(200),
    trade_name: { type: 'string', minLength: 1, maxLength: 200 },
    sector: text(100),
    area: text(100),
    phone_number: phoneNumber,
    lga: text(100),
    state: text(100),
    address: text(300),
    website: websiteLink,
    bio: text(2000),
    facebook: socialLink,
    twitter: socialLink,
    instagram: socialLink,
    linkedin: socialLink,
    ...needFlags,
    ...ignored,
  },
} as const;
export type BusinessEdit = FromSchema<typeof businessEditBody>;

// prettier-ignore
export const BUSINESS_KEYS = [
  'registered_name', 'trade_name', 'sector', 'area', 'phone_number', 'lga', 'state', 'address', 'website', 'bio',
  'facebook', 'twitter', 'instagram', 'linkedin', ...NEED_KEYS,
];

const emailAddress = {
  type: 'string',
  maxLength: 254,
  pattern: '^(|[^\\s@]+@[^\\s@]+\\.[^\\s@]+)$',
} as const;

/** A partner's own edit: the registration's fields (spec section 3) and the bio; the sign-in e-mail stays. */
const partnerEditBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    website: websiteLink,
    industry: { type: 'string', minLength: 1, maxLength: 100 },
    partner_type: { type: 'string', enum: [...PARTNER_TYPES] },
    goals: text(2000),
    outcome: text(2000),
    bio: text(2000),
    user_name: text(200),
    user_email: emailAddress,
    user_phone_number: phoneNumber,
    ...ignored,
  },
} as const;
export type PartnerEdit = FromSchema<typeof partnerEditBody>;

// prettier-ignore
export const PARTNER_KEYS = [
  'name', 'website', 'industry', 'partner_type', 'goals', 'outcome', 'bio', 'user_name', 'user_email',
  'user_phone_number',
];

/** A profile answer: the kind's profile (contract/profiles.ts), which also lists what may be sent. */
const profileAnswer = <const Profile extends object>(profile: Profile) =>
  ({ 200: envelopeSchema(profile), ...errors }) as const;

/** The signed-in account's own profile of a kind (GET). */
export const ownProfileSchema = <const Profile extends object>(summary: string, profile: Profile) =>
  ({ tags: TAGS, summary, response: profileAnswer(profile) }) as const;

export const editCreativeSchema = {
  tags: TAGS,
  summary: "Edit the signed-in creative's profile",
  body: creativeEditBody,
  response: profileAnswer(creativeProfileSchema),
} as const;

export const editBusinessSchema = {
  tags: TAGS,
  summary: "Edit the signed-in business's profile (support-need flags are saved as sent)",
  body: businessEditBody,
  response: profileAnswer(businessProfileSchema),
} as const;

export const editPartnerSchema = {
  tags: TAGS,
  summary: "Edit the signed-in partner's profile: organisation, partnership details and contact person",
  description:
    'extension: the spec lists the partner fields (registration) but no call to change them (docs/people.md). The name and industry cannot be cleared (approval needs an industry); the sign-in e-mail does not change here.',
  body: partnerEditBody,
  response: profileAnswer(partnerProfileSchema),
} as const;

export const profileImageSchema = {
  tags: TAGS,
  summary: 'Upload a cover image (PNG) or profile image (PNG or JPEG) for the signed-in account',
  description:
    'multipart/form-data with one file in a `cover_image` or `profile_image` field. Sets cover_photo, or photo (creative) / logo (business, partner).',
  consumes: ['multipart/form-data'],
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { photo: { type: 'string' }, logo: { type: 'string' }, cover_photo: { type: 'string' } },
    }),
    ...errors,
    413: errorSchema,
    415: errorSchema,
    429: errorSchema,
    503: errorSchema,
  },
} as const;

export type IdParams = FromSchema<typeof idParams>;

export const publicProfileSchema = <const Profile extends object>(kind: string, profile: Profile) =>
  ({
    tags: TAGS,
    summary: `Public profile of a ${kind}, with skills and newest 50 posts (admins also see private fields)`,
    params: idParams,
    response: { 200: envelopeSchema(profile), 404: errorSchema, 400: errorSchema },
  }) as const;

export const anyPublicProfileSchema = {
  tags: TAGS,
  summary: 'Public profile of any account kind, looked up by id',
  description: 'extension: lets a shared /profile/{id} link load without knowing the account kind.',
  params: idParams,
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        type: { type: 'string', enum: [...PROFILE_KINDS] },
        profile: profileSchemaOfAnyKind,
      },
    }),
    404: errorSchema,
    400: errorSchema,
  },
} as const;

export const ownedBusinessesSchema = {
  tags: TAGS,
  summary: 'Businesses the signed-in account has added ("Your Business Profile")',
  description:
    'extension: the spec names the Add a Business modal but not its call (docs/people.md). Open to every signed-in account; partners and admins cannot add businesses, so theirs is always empty.',
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { data: { type: 'array', items: ownedBusinessItemSchema } },
    }),
    ...errors,
  },
} as const;

export const addOwnedBusinessSchema = {
  tags: TAGS,
  summary: 'Add a business the signed-in account runs',
  description: `extension: "Add a Business" (docs/people.md); at most ${MAX_OWNED_BUSINESSES} per account.`,
  body: ownedBusinessBodySchema,
  response: { 201: envelopeSchema(ownedBusinessItemSchema), ...errors },
} as const;

export const removeOwnedBusinessSchema = {
  tags: TAGS,
  summary: 'Remove a business the signed-in account added',
  description: 'extension: companion of POST /prop/business-info.',
  params: idParams,
  response: { 200: envelopeSchema({ type: 'null' }), ...errors },
} as const;
