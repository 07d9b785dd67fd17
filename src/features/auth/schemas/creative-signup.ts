// Creative signup (spec sections 2 and 5): names, email, password and the terms checkbox.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { emailField, passwordField, termsField } from './password';

export const CREATIVE_SIGNUP_MESSAGES = {
  firstName: msg('First name is required.'),
  lastName: msg('Last name is required.'),
} as const;

export const creativeSignupSchema = yup.object({
  first_name: yup.string().default('').trim().required(CREATIVE_SIGNUP_MESSAGES.firstName).max(100),
  last_name: yup.string().default('').trim().required(CREATIVE_SIGNUP_MESSAGES.lastName).max(100),
  email: emailField(),
  password: passwordField(),
  terms: termsField(),
});
export type CreativeSignupValues = yup.InferType<typeof creativeSignupSchema>;
