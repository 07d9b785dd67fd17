// Forgot password (spec section 5): the account type and the e-mail.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { emailField } from './password';

export const ACCOUNT_TYPES = ['creative', 'business', 'partner'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_REQUIRED = msg('Please select an account type');
export const INVALID_USER_TYPE = msg('Invalid user type.');

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}

/** The login page's type (user/business/partner) as an account type; anything else is kept to be refused. */
export function accountTypeFromLoginType(value: string | null): string {
  if (value === null || value === '') return '';
  return value === 'user' ? 'creative' : value;
}

export const forgotPasswordSchema = yup.object({
  accountType: yup
    .string()
    .default('')
    .required(ACCOUNT_TYPE_REQUIRED)
    .test('known-type', INVALID_USER_TYPE, (value) => value === '' || isAccountType(value)),
  email: emailField(),
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
