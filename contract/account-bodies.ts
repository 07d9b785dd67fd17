// The request bodies of the account flows beyond sign-up (docs/auth-flows.md): the e-mail codes (OTP), the
// set-password and reset bodies, the creative's biodata and the business's identity check (BVN/NIN). Declared once
// as JSON schemas `as const` with their types derived from them (FromSchema, type-only): the server's routes
// validate with them and the portal's api calls are typed by them, so a renamed field breaks the build in both.
import type { FromSchema } from 'json-schema-to-ts';
import { textField as text } from './profile-fields';
import { emailField, otpField, passwordField } from './sign-in-fields';
import { optionalObjectOf } from './schema-fragments';

/** POST /prop/creative/otp: the signed-in creative's mailed code (the e-mail is optional). */
export const creativeOtpBodySchema = {
  type: 'object',
  required: ['otp'],
  additionalProperties: false,
  properties: { otp: otpField, email: emailField },
} as const;
export type CreativeOtpBody = FromSchema<typeof creativeOtpBodySchema>;

/** POST /prop/business/otp: a business's e-mail and its mailed code. */
export const businessOtpBodySchema = {
  type: 'object',
  required: ['email', 'otp'],
  additionalProperties: false,
  properties: { email: emailField, otp: otpField },
} as const;
export type BusinessOtpBody = FromSchema<typeof businessOtpBodySchema>;

/** The fields a reset or set-password call may use for the new password and its confirmation. */
export const newPasswordProperties = {
  password: passwordField,
  new_password: passwordField,
  confirm_password: passwordField,
  confirm_new_password: passwordField,
  confirmPassword: passwordField,
} as const;
export type NewPasswordFields = FromSchema<{
  type: 'object';
  additionalProperties: false;
  properties: typeof newPasswordProperties;
}>;

/** PUT <kind>/reset_final and POST /prop/partner-reg/password: the e-mail, its mailed code and the new password. */
export const passwordBodySchema = {
  type: 'object',
  required: ['email', 'otp'],
  additionalProperties: false,
  properties: { email: emailField, otp: otpField, ...newPasswordProperties },
} as const;
export type PasswordBody = FromSchema<typeof passwordBodySchema>;

/** POST /prop/creative/password: the signed-in creative's first password (or a change, with the current one). */
export const creativePasswordBodySchema = optionalObjectOf({
  ...passwordBodySchema.properties,
  current_password: passwordField,
});
export type CreativePasswordBody = FromSchema<typeof creativePasswordBodySchema>;

/** POST /prop/business/password: the one-time grant (in `token`) or the e-mail and code, and the new password. */
export const businessPasswordBodySchema = optionalObjectOf({
  password: passwordField,
  new_password: passwordField,
  confirm_password: passwordField,
  confirmPassword: passwordField,
  email: emailField,
  otp: otpField,
  token: { type: 'string', maxLength: 256 },
});
export type BusinessPasswordBody = FromSchema<typeof businessPasswordBodySchema>;

/** PUT /prop/creative/{phone}: the biodata form's payload (camelCase, as the spec's portal sends it). */
export const biodataBodySchema = optionalObjectOf({
  employmentStatus: text(50),
  levelOfEducation: text(50),
  category: text(100),
  sector: text(100),
  skills: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 60 } },
  skillLevel: text(50),
  dateOfBirth: text(10),
  email: { type: 'string', maxLength: 254 },
  firstName: text(100),
  lastName: text(100),
  gender: text(30),
  lga: text(100),
  stateOfOrigin: text(100),
  residenceState: text(100),
  bio: text(2000),
  identificationNumber: text(20),
  verificationMethod: text(10),
  otp: text(12),
  supportType: { anyOf: [text(100), { type: 'array', maxItems: 4, items: text(30) }] },
  supportDetails: text(2000),
  detail_training: text(2000),
  detail_funding: text(2000),
  detail_tools: text(2000),
  detail_market_access: text(2000),
});
export type BiodataBody = FromSchema<typeof biodataBodySchema>;

/** POST /prop/business/verification: the spec's { id, verification_type } plus the 11-digit number checked. */
export const identityCheckBodySchema = {
  type: 'object',
  required: ['verification_type', 'identification_number'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    verification_type: text(10),
    identification_number: text(20),
    first_name: text(100),
    last_name: text(100),
  },
} as const;
export type IdentityCheckBody = FromSchema<typeof identityCheckBodySchema>;
