// The signed-in user the sign-in, registration, code and set-password answers carry (data.user, or data.data on a
// creative's registration): the account's flags and its kind's profile row, snake_case, without the password hash,
// the identity hash or the row's account_id (server/repositories/accounts.ts loadUser). One declaration for the
// route schemas (which also act as an allow-list), the repository's return type, the portal and the mocks.
// A column added to a profile table must be added here: tests/server/auth-user.test.ts compares them.
import type { FromSchema } from 'json-schema-to-ts';
import { ACCOUNT_KINDS } from './accounts';

const str = { type: ['string', 'null'] } as const;
const bool = { type: ['boolean', 'null'] } as const;

/** The support a creative or business asks for (contract/support-types), on their profile rows. */
export const supportNeedsProperties = {
  need_training: bool,
  need_funding: bool,
  need_tools: bool,
  need_market_access: bool,
  detail_training: str,
  detail_funding: str,
  detail_tools: str,
  detail_market_access: str,
} as const;

/** A creative's details, as the user and the profile answers (server/schemas/people.ts) both carry them. */
export const creativeDetailProperties = {
  employment_status: str,
  level_of_education: str,
  expertise: str,
  category: str,
  skill_level: str,
  origin_state: str,
  lga_origin: str,
  residence_state: str,
  lga_residence: str,
  photo: str,
} as const;

/** A partner's details, as the user and the profile answers (server/schemas/people.ts) both carry them. */
export const partnerDetailProperties = {
  industry: str,
  user_name: str,
  user_email: str,
  user_phone_number: str,
  partner_type: str,
  goals: str,
  outcome: str,
} as const;

/** The columns of the four profile tables (creative, business, partner, admin), each as its kind has it. */
const profileColumns = {
  // every kind but the admin
  bio: str,
  cover_photo: str,
  website: str,
  // creative and business
  phone_number: str,
  facebook: str,
  twitter: str,
  instagram: str,
  linkedin: str,
  identity_last4: str,
  ...supportNeedsProperties,
  // creative
  first_name: str,
  last_name: str,
  gender: str,
  date_of_birth: str,
  ...creativeDetailProperties,
  availability_status: str,
  availability_remote: bool,
  verification_method: str,
  // business
  registered_name: str,
  trade_name: str,
  sector: str,
  area: str,
  lga: str,
  state: str,
  address: str,
  verification_type: str,
  // business and partner
  logo: str,
  // partner and admin
  name: str,
  ...partnerDetailProperties,
} as const;

export const authUserSchema = {
  type: 'object',
  required: ['id', 'email', 'kind', 'email_verified'],
  additionalProperties: false,
  properties: {
    ...profileColumns,
    id: { type: 'integer' },
    email: { type: 'string' },
    kind: { type: 'string', enum: [...ACCOUNT_KINDS] },
    email_verified: { type: 'boolean' },
    is_activated: { type: 'boolean' },
    is_blacklisted: { type: 'boolean' },
    approved: { type: 'boolean' },
    status: { type: 'string', enum: ['public', 'private'] },
    has_password: { type: 'boolean' },
    created_at: { type: 'string' },
  },
} as const;

export type AuthUser = FromSchema<typeof authUserSchema>;

/** The profile columns the user carries: what the server's test checks against the tables. */
export const AUTH_USER_PROFILE_FIELDS = Object.keys(profileColumns);
