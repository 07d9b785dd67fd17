// Creative signup (spec sections 2 and 5): names, email, password and the terms checkbox.
import * as yup from 'yup';
import { trimmedText } from '@/lib/form-rules';
import { msg } from '@/i18n/runtime';
import { emailField, passwordField, termsField } from './password';

export const CREATIVE_SIGNUP_MESSAGES = {
  firstName: msg('First name is required.'),
  lastName: msg('Last name is required.'),
} as const;

export const creativeSignupSchema = yup.object({
  first_name: trimmedText(100).required(CREATIVE_SIGNUP_MESSAGES.firstName),
  last_name: trimmedText(100).required(CREATIVE_SIGNUP_MESSAGES.lastName),
  email: emailField(),
  password: passwordField(),
  terms: termsField(),
});
export type CreativeSignupValues = yup.InferType<typeof creativeSignupSchema>;
