// Account kinds and the sign-up bodies the portal sends and the server reads. The creative's and the partner's
// bodies are declared once as JSON schemas `as const` with their types derived from them (FromSchema, type-only);
// the business's is still an interface that the server's schema is checked against (Accepts in server/schemas/auth.ts).
import type { FromSchema } from 'json-schema-to-ts';
import { textField } from './profile-fields';
import { emailField, passwordField } from './sign-in-fields';

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

/** POST /prop/business (steps 1 to 3; the mailed code follows). */
export interface BusinessSignUpBody {
  registered_name?: string;
  trade_name: string;
  sector: string;
  area: string;
  lga: string;
  state: string;
  email: string;
  phone_number: string;
  address?: string;
  website?: string;
  need_training?: boolean;
  need_funding?: boolean;
  need_tools?: boolean;
  need_market_access?: boolean;
  detail_training?: string;
  detail_funding?: string;
  detail_tools?: string;
  detail_market_access?: string;
}

/**
 * POST /prop/partner-reg: no password yet, the partner sets one with a mailed code. Every field optional in the
 * schema: the server answers a missing one with its own message (server/routes/partners).
 */
export const partnerSignUpBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
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
  },
} as const;
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
export type PartnerSignUpBody = PartnerSignUpFields &
  Required<Pick<PartnerSignUpFields, (typeof PARTNER_SIGN_UP_REQUIRED)[number]>>;
