// Yup fields for the shared password rules (src/lib/password-rules.ts): the spec's messages word for word.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { PASSWORD_MESSAGES, passwordProblems } from '@contract/password-rules';

/** A new password: the first broken rule is the field's message. */
export function passwordField() {
  return yup
    .string()
    .default('')
    .test('password-rules', PASSWORD_MESSAGES.tooShort, function check(value) {
      const problem = passwordProblems(value ?? '')[0];
      return problem ? this.createError({ message: problem }) : true;
    });
}

/** The confirmation: must equal the field named `of`. */
export function confirmField(of = 'password') {
  return yup
    .string()
    .default('')
    .test('password-match', PASSWORD_MESSAGES.mismatch, function check(value) {
      return value === (this.parent as Record<string, unknown>)[of];
    });
}

/**
 * The password rules' messages (@contract/password-rules, which the server shares) marked for the auth catalogue:
 * FieldError shows each in the reader's language. A test keeps this list equal to PASSWORD_MESSAGES.
 */
export const PASSWORD_RULE_TEXTS = [
  msg('Password should be at least 8 characters long.'),
  msg('Passwords do not match.'),
  msg('Password should contain at least one capital letter.'),
  msg('Password should contain at least one symbol.'),
  msg('Password should be at most 128 characters long.'),
  msg('This password is too common. Please choose another.'),
] as const;

/** The optional website's length message (lib/form-rules.ts), which FieldError's translate() matches as a template. */
export const AT_MOST_TEXT = msg('At most {{max}} characters.');

export const OTP_MESSAGES = {
  required: msg('Please enter the OTP.'),
  format: msg('The OTP is the 6-digit code we sent to your email.'),
} as const;

export function otpField() {
  return yup
    .string()
    .default('')
    .trim()
    .required(OTP_MESSAGES.required)
    .matches(/^\d{6}$/, { message: OTP_MESSAGES.format, excludeEmptyString: true });
}

export const EMAIL_MESSAGES = {
  required: msg('Email is required.'),
  invalid: msg('Please enter a valid email address.'),
} as const;

export function emailField(required: string = EMAIL_MESSAGES.required) {
  return yup.string().default('').trim().required(required).email(EMAIL_MESSAGES.invalid);
}

export const TERMS_MESSAGE = msg('Please accept the terms of use to continue.');

export function termsField() {
  return yup.boolean().default(false).oneOf([true], TERMS_MESSAGE);
}

/** Sets a password with a mailed code (partner set password, reset password). */
export const otpPasswordSchema = yup.object({
  otp: otpField(),
  password: passwordField(),
  confirm_password: confirmField(),
});
export type OtpPasswordValues = yup.InferType<typeof otpPasswordSchema>;

/** Sets a password with a grant (business) or a session (creative). */
export const newPasswordSchema = yup.object({
  password: passwordField(),
  confirm_password: confirmField(),
});
export type NewPasswordValues = yup.InferType<typeof newPasswordSchema>;
