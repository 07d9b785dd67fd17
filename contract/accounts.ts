// Account kinds and the sign-up bodies the portal sends and the server reads, each declared once as a JSON schema
// `as const` with its type derived from it (FromSchema, type-only). The other account flows' bodies (codes,
// passwords, biodata, identity check) are in contract/account-bodies.ts.
import type { FromSchema } from 'json-schema-to-ts';
import { textField } from './profile-fields';
import { emailField, passwordField } from './sign-in-fields';
import { type BodyWith, optionalObjectOf } from './schema-fragments';

export const ACCOUNT_KINDS = ['creative', 'business', 'partner', 'admin'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** The kinds that have a profile (every kind but the admin). */
export const PROFILE_KINDS = ['creative', 'business', 'partner'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

const personName = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** POST /prop/creative/register. */
export const creativeSignUpBodySchema = {
  type: 'object',
  required: ['first_name', 'last_name', 'email', 'password'],
  additionalProperties: false,
  properties: {
    first_name: personName,
    last_name: personName,
    email: emailField,
    password: passwordField,
    confirm_password: passwordField,
  },
} as const;
export type CreativeSignUpBody = FromSchema<typeof creativeSignUpBodySchema>;

const flag = { type: 'boolean' } as const;

/** A business's data: the sign-up's fields and the data update's (PUT /prop/business/{phone}). */
export const businessFields = {
  registered_name: textField(200),
  trade_name: textField(200),
  sector: textField(100),
  area: textField(100),
  lga: textField(100),
  state: textField(100),
  phone_number: textField(20),
  address: textField(300),
  website: textField(300),
  bio: textField(2000),
  twitter: textField(300),
  facebook: textField(300),
  instagram: textField(300),
  need_training: flag,
  need_funding: flag,
  need_tools: flag,
  need_market_access: flag,
  detail_training: textField(2000),
  detail_funding: textField(2000),
  detail_tools: textField(2000),
  detail_market_access: textField(2000),
  otp: textField(12),
} as const;

/**
 * POST /prop/business (steps 1 to 3; the mailed code follows) and the data update. Every field optional in the
 * schema: the server answers a missing one with its own message (server/routes/business).
 */
export const businessSignUpBodySchema = optionalObjectOf({
  ...businessFields,
  email: { type: 'string', maxLength: 254 },
});
/** What the server reads (all optional). */
export type BusinessSignUpFields = FromSchema<typeof businessSignUpBodySchema>;
/** The fields the portal must fill (the server refuses the body without any of them). */
export const BUSINESS_SIGN_UP_REQUIRED = [
  'trade_name',
  'sector',
  'area',
  'lga',
  'state',
  'email',
  'phone_number',
] as const;
/** What the portal sends. */
export type BusinessSignUpBody = BodyWith<BusinessSignUpFields, typeof BUSINESS_SIGN_UP_REQUIRED>;

/**
 * POST /prop/partner-reg: no password yet, the partner sets one with a mailed code. Every field optional in the
 * schema: the server answers a missing one with its own message (server/routes/partners).
 */
export const partnerSignUpBodySchema = optionalObjectOf({
  email: textField(254),
  name: textField(200),
  website: textField(300),
  industry: textField(100),
  user_name: textField(200),
  user_email: textField(254),
  user_phone_number: textField(30),
  partner_type: textField(30),
  goals: textField(2000),
  outcome: textField(2000),
});
/** What the server reads (all optional). */
export type PartnerSignUpFields = FromSchema<typeof partnerSignUpBodySchema>;
/** The fields the portal must fill (the server refuses the body without any of them). */
export const PARTNER_SIGN_UP_REQUIRED = [
  'email',
  'name',
  'industry',
  'user_name',
  'user_email',
  'user_phone_number',
  'partner_type',
  'goals',
  'outcome',
] as const;
/** What the portal sends. */
export type PartnerSignUpBody = BodyWith<PartnerSignUpFields, typeof PARTNER_SIGN_UP_REQUIRED>;
