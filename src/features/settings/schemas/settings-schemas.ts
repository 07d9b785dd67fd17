// Settings form schemas: the spec's password rules and messages (src/lib/password-rules.ts), word for word.
import * as yup from 'yup';
import { WHATSAPP_MESSAGES } from '@contract/enquiries';
import { PASSWORD_MESSAGES, passwordProblems } from '@contract/password-rules';
import { INVALID_PHONE, normaliseNigerianPhone } from '@contract/phone';

export const changePasswordSchema = yup.object({
  current_password: yup.string().required('Current password is required.'),
  password: yup
    .string()
    .required(PASSWORD_MESSAGES.tooShort)
    .test('password-rules', (value, context) => {
      const problem = passwordProblems(value ?? '')[0];
      return problem ? context.createError({ message: problem }) : true;
    })
    .test(
      'different',
      'Your new password must be different from your current password.',
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
  password: yup.string().required('Enter your password to confirm.'),
  confirm: yup
    .boolean()
    .oneOf([true], 'Tick the box to confirm that you want to delete your account.')
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
