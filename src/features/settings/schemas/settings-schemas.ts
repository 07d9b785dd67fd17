// Settings form schemas: the spec's password rules and messages (src/lib/password-rules.ts), word for word.
import * as yup from 'yup';
import { WHATSAPP_MESSAGES } from '@contract/enquiries';
import { PASSWORD_MESSAGES, passwordProblems } from '@contract/password-rules';
import { INVALID_PHONE, normaliseNigerianPhone } from '@contract/phone';
import { msg } from '@/i18n/runtime';

/**
 * The messages of contract/ (PASSWORD_MESSAGES, WHATSAPP_MESSAGES, INVALID_PHONE) that these forms show, marked for
 * this namespace's catalogue: FieldError and the toasts show them translated.
 */
export const CONTRACT_MESSAGES = [
  msg('Password should be at least 8 characters long.'),
  msg('Passwords do not match.'),
  msg('Password should contain at least one capital letter.'),
  msg('Password should contain at least one symbol.'),
  msg('Password should be at most 128 characters long.'),
  msg('This password is too common. Please choose another.'),
  msg('Enter your WhatsApp number to show it on your products.'),
  msg('Your WhatsApp setting has been saved.'),
  msg('Please enter a valid Nigerian phone number.'),
];

export const changePasswordSchema = yup.object({
  current_password: yup.string().required(msg('Current password is required.')),
  password: yup
    .string()
    .required(PASSWORD_MESSAGES.tooShort)
    .test('password-rules', (value, context) => {
      const problem = passwordProblems(value ?? '')[0];
      return problem ? context.createError({ message: problem }) : true;
    })
    .test(
      'different',
      msg('Your new password must be different from your current password.'),
      (value, context) =>
        !value || value !== (context.parent as { current_password?: string }).current_password,
    ),
  confirm_password: yup
    .string()
    .required(PASSWORD_MESSAGES.mismatch)
    .oneOf([yup.ref('password')], PASSWORD_MESSAGES.mismatch),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

export const deleteAccountSchema = yup.object({
  password: yup.string().required(msg('Enter your password to confirm.')),
  confirm: yup
    .boolean()
    .oneOf([true], msg('Tick the box to confirm that you want to delete your account.'))
    .required(),
});

export type DeleteAccountValues = yup.InferType<typeof deleteAccountSchema>;

/** The seller's WhatsApp number: a Nigerian mobile number, required to show it (the server's rule and messages). */
export const whatsappSchema = yup.object({
  show: yup.boolean().default(false),
  number: yup
    .string()
    .trim()
    .default('')
    .test('phone', INVALID_PHONE, (value) => !value || normaliseNigerianPhone(value) !== null)
    .when('show', {
      is: true,
      then: (rule) => rule.required(WHATSAPP_MESSAGES.numberRequired),
    }),
});

export type WhatsappValues = yup.InferType<typeof whatsappSchema>;

/** The SMS number (issue 34): a Nigerian mobile number, the server's rule and message (contract/phone.ts). */
export const smsPhoneSchema = yup.object({
  phone: yup
    .string()
    .trim()
    .required(msg('Enter your mobile number.'))
    .test('phone', INVALID_PHONE, (value) => normaliseNigerianPhone(value) !== null),
});
export type SmsPhoneValues = yup.InferType<typeof smsPhoneSchema>;

/** The 6-digit code the SMS carried. */
export const smsCodeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(msg('Enter the code from the SMS.'))
    .matches(/^\d{6}$/, msg('The code has 6 digits.')),
});
export type SmsCodeValues = yup.InferType<typeof smsCodeSchema>;
