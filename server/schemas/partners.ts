// JSON schemas of the partner routes (registration, the set-password path); the registration's body is declared once
// in contract/accounts.ts.
import { partnerSignUpBodySchema, type PartnerSignUpFields } from '../../contract/accounts';
import { emailOnlySchema, registeredResponse } from './auth';

const TAG = 'partner';

/** The registration's body (contract/accounts.ts). */
export type PartnerBody = PartnerSignUpFields;

export const registerPartnerSchema = {
  tags: [TAG],
  summary:
    'Register a partner (trimmed values): account (not approved, no password) and profile in one transaction',
  body: partnerSignUpBodySchema,
  response: registeredResponse,
} as const;

export const partnerCodeSchema = emailOnlySchema(
  TAG,
  'E-mail entry of the set-password path: mails a 6-digit code to a partner (same answer for unknown e-mails)',
  'extension: the spec shows the screen but not its call.',
);
