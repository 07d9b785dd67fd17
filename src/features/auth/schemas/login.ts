// Login forms (spec section 5): both fields required with one message per screen.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';

export const LOGIN_REQUIRED = msg('All fields are required');
export const ADMIN_LOGIN_REQUIRED = msg('All Fields are required');

export function loginSchema(message: string = LOGIN_REQUIRED) {
  return yup.object({
    email: yup
      .string()
      .default('')
      .trim()
      .required(message)
      .email(msg('Please enter a valid email address.')),
    password: yup.string().default('').required(message),
  });
}
export type LoginValues = yup.InferType<ReturnType<typeof loginSchema>>;
