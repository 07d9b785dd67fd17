// The profiles the server sends (own profile, public profile, an admin's view, an edit's answer): creative, business
// and partner, each with its skills and newest posts, declared once as JSON schemas `as const` with their types
// derived (FromSchema, type-only). One schema per kind (the kinds differ in most fields): the server's route schemas
// answer with them (a response schema is an allow-list), loadProfile (server/repositories/profiles.ts) is typed by
// them and picks its columns by the field lists below, and the portal and the MSW mocks use the types.
// `required` lists what every scope sends (the public fields, skills and posts); the full scope (the owner and
// admins) adds the fields of the *_FULL_FIELDS lists, and a creative's or business's public answer adds the
// portfolio (whatsapp, products, trainings).
import type { FromSchema } from 'json-schema-to-ts';
import type { ProfileKind } from './accounts';
import { creativeDetailProperties, partnerDetailProperties, supportNeedsProperties } from './auth-user';
import { imagesSchema, imageVariantsSchema } from './content-item';
import { portfolioProperties } from './profile-portfolio';
import { skillItemSchema } from './skills';
import { SUPPORT_NEED_FIELDS } from './support-types';

const str = { type: ['string', 'null'] } as const;
const bool = { type: ['boolean', 'null'] } as const;
const int = { type: 'integer' } as const;

/** A profile's skill: the skills routes' item (contract/skills.ts). */
export type ProfileSkill = FromSchema<typeof skillItemSchema>;

/** One of the newest posts a profile carries. */
export const profilePostSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'author_id', 'title', 'description', 'link', 'images', 'likes', 'created_at'],
  properties: {
    id: int,
    author_id: int,
    title: { type: 'string' },
    description: { type: 'string' },
    link: str,
    images: imagesSchema,
    image_variants: {
      ...imageVariantsSchema,
      description: 'extension (issue 31): sized copies, public profiles only',
    },
    likes: int,
    created_at: { type: 'string' },
  },
} as const;
export type ProfilePost = FromSchema<typeof profilePostSchema>;

/** The account's state, full scope only. */
export const PRIVATE_STATE_FIELDS = ['email', 'is_activated', 'is_blacklisted', 'status'] as const;

/** The identity check's method (BVN or NIN) and the last 4 digits: the most any view carries, full scope only. */
const IDENTITY_CHECK_FIELDS = ['verification_type', 'identity_last4'] as const;
const identityCheckProperties = { verification_type: str, identity_last4: str } as const;

/** What every kind's profile answer carries besides its own fields. */
const commonProperties = {
  id: int,
  email: str,
  is_activated: bool,
  is_blacklisted: bool,
  status: str,
  bio: str,
  cover_photo: str,
  created_at: { type: 'string' },
  skills: { type: 'array', items: skillItemSchema },
  posts: { type: 'array', items: profilePostSchema },
} as const;

const socialProperties = { facebook: str, twitter: str, instagram: str, linkedin: str } as const;

/** A kind's profile schema: `account` is its kind, `required` its public fields with the skills and posts. */
function profileSchema<
  const Kind extends ProfileKind,
  const Public extends readonly string[],
  const Properties extends object,
>(kind: Kind, publicFields: Public, properties: Properties) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [...publicFields, 'skills', 'posts'],
    properties: { account: { type: 'string', const: kind }, ...commonProperties, ...properties },
  } as const;
}

// ---------------------------------------------------------------- creatives
export const CREATIVE_PUBLIC_FIELDS = [
  'id',
  'account',
  'first_name',
  'last_name',
  'bio',
  'employment_status',
  'level_of_education',
  'expertise',
  'category',
  'skill_level',
  'origin_state',
  'lga_origin',
  'residence_state',
  'lga_residence',
  'photo',
  'cover_photo',
  'facebook',
  'twitter',
  'instagram',
  'website',
  'linkedin',
  'availability',
  'verified',
  'created_at',
] as const;
/** What the full scope adds to a creative's public fields. */
export const CREATIVE_FULL_FIELDS = [
  ...PRIVATE_STATE_FIELDS,
  'gender',
  'date_of_birth',
  'phone_number',
  ...SUPPORT_NEED_FIELDS,
  ...IDENTITY_CHECK_FIELDS,
] as const;

export const creativeProfileSchema = profileSchema('creative', CREATIVE_PUBLIC_FIELDS, {
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  gender: str,
  date_of_birth: str,
  phone_number: str,
  ...creativeDetailProperties,
  ...socialProperties,
  /** extension (issue 31): a portfolio's website and LinkedIn link. */
  website: str,
  availability: {
    type: 'object',
    additionalProperties: false,
    required: ['status', 'remote'],
    properties: { status: str, remote: bool },
  },
  ...supportNeedsProperties,
  ...identityCheckProperties,
  ...portfolioProperties,
});
export type CreativeProfile = FromSchema<typeof creativeProfileSchema>;

// ---------------------------------------------------------------- businesses
/** A business's own details (its names and where it works), all public. */
export const BUSINESS_DETAIL_FIELDS = [
  'registered_name',
  'trade_name',
  'sector',
  'area',
  'lga',
  'state',
  'address',
] as const;
export const BUSINESS_PUBLIC_FIELDS = [
  'id',
  'account',
  ...BUSINESS_DETAIL_FIELDS,
  'website',
  'bio',
  'logo',
  'cover_photo',
  'twitter',
  'facebook',
  'instagram',
  'linkedin',
  'verified',
  'created_at',
] as const;
/** What the full scope adds to a business's public fields. */
export const BUSINESS_FULL_FIELDS = [
  ...PRIVATE_STATE_FIELDS,
  'phone_number',
  ...SUPPORT_NEED_FIELDS,
  ...IDENTITY_CHECK_FIELDS,
] as const;

export const businessProfileSchema = profileSchema('business', BUSINESS_PUBLIC_FIELDS, {
  registered_name: str,
  trade_name: { type: 'string' },
  sector: str,
  area: str,
  phone_number: str,
  lga: str,
  state: str,
  address: str,
  website: str,
  logo: str,
  ...socialProperties,
  ...supportNeedsProperties,
  ...identityCheckProperties,
  ...portfolioProperties,
});
export type BusinessProfile = FromSchema<typeof businessProfileSchema>;

// ---------------------------------------------------------------- partners
export const PARTNER_PUBLIC_FIELDS = [
  'id',
  'account',
  'name',
  'website',
  'industry',
  'partner_type',
  'bio',
  'logo',
  'cover_photo',
  'created_at',
] as const;
/** What the full scope adds to a partner's public fields: the approval and the contact person. */
export const PARTNER_FULL_FIELDS = [
  ...PRIVATE_STATE_FIELDS,
  'approved',
  'user_name',
  'user_email',
  'user_phone_number',
  'goals',
  'outcome',
] as const;

export const partnerProfileSchema = profileSchema('partner', PARTNER_PUBLIC_FIELDS, {
  approved: bool,
  name: { type: 'string' },
  website: str,
  logo: str,
  ...partnerDetailProperties,
});
export type PartnerProfile = FromSchema<typeof partnerProfileSchema>;

// ---------------------------------------------------------------- any kind
export const PROFILE_SCHEMAS = {
  creative: creativeProfileSchema,
  business: businessProfileSchema,
  partner: partnerProfileSchema,
} as const;

/** A profile of any kind: the three schemas, told apart by `account`. */
export const profileSchemaOfAnyKind = {
  oneOf: [creativeProfileSchema, businessProfileSchema, partnerProfileSchema],
} as const;

export type Profile = CreativeProfile | BusinessProfile | PartnerProfile;
/** The profile of a kind. */
export type ProfileOf<K extends ProfileKind> = Extract<Profile, { account: K }>;

/** The support a creative or business asks for, as the profile answers carry it. */
export type SupportNeeds = Pick<CreativeProfile, (typeof SUPPORT_NEED_FIELDS)[number]>;
export type Availability = CreativeProfile['availability'];

type Fields<T> = Omit<T, 'account'>;

/**
 * A profile read before its kind is known (or from a host that sends fewer fields): every field of every kind,
 * each possibly missing. Narrow by `account` where the kind matters.
 */
export type AnyProfile = Partial<
  Fields<CreativeProfile> & Fields<BusinessProfile> & Fields<PartnerProfile>
> & {
  account?: ProfileKind;
};
