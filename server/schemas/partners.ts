// JSON schemas of the partner routes (registration, the set-password path) and the body types derived from them.
import type { FromSchema } from 'json-schema-to-ts';
import type { PartnerSignUpBody } from '../../contract/accounts';
import { type Accepts, emailOnlySchema, registeredResponse, text } from './auth';

const TAG = 'partner';

const partnerBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: text(254),
    name: text(200),
    website: text(300),
    industry: text(100),
    user_name: text(200),
    user_email: text(254),
    user_phone_number: text(30),
    partner_type: text(30),
    goals: text(2000),
    outcome: text(2000),
  },
} as const;
export type PartnerBody = FromSchema<typeof partnerBody>;
export type PartnerSignUp = Accepts<PartnerBody, PartnerSignUpBody>;

export const registerPartnerSchema = {
  tags: [TAG],
  summary:
    'Register a partner (trimmed values): account (not approved, no password) and profile in one transaction',
  body: partnerBody,
  response: registeredResponse,
} as const;

export const partnerCodeSchema = emailOnlySchema(
  TAG,
  'E-mail entry of the set-password path: mails a 6-digit code to a partner (same answer for unknown e-mails)',
  'extension: the spec shows the screen but not its call.',
);
