// Account kinds and the sign-up bodies the portal sends and the server reads. Pure types and lists, no imports.

export const ACCOUNT_KINDS = ['creative', 'business', 'partner', 'admin'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** The kinds that have a profile (every kind but the admin). */
export const PROFILE_KINDS = ['creative', 'business', 'partner'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** POST /prop/creative/register. */
export interface CreativeSignUpBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password?: string;
}

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

/** POST /prop/partner-reg: no password yet, the partner sets one with a mailed code. */
export interface PartnerSignUpBody {
  email: string;
  name: string;
  website?: string;
  industry: string;
  user_name: string;
  user_email: string;
  user_phone_number: string;
  partner_type: string;
  goals: string;
  outcome: string;
}
