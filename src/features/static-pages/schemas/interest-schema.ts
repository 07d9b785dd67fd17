// Register-interest form (/licensepage): the server's bounds, with plain messages.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';

export const interestSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(msg('Name is required.'))
    .max(200, msg('Name should be at most 200 characters.')),
  email: yup
    .string()
    .trim()
    .required(msg('Email is required.'))
    .email(msg('Enter a valid email address.'))
    .max(254, msg('Email should be at most 254 characters.')),
  phone: yup
    .string()
    .trim()
    .default('')
    .matches(/^$|^[+0-9 ()-]{7,30}$/, msg('Enter a valid phone number (digits, spaces, +, - and brackets).')),
  message: yup.string().trim().default('').max(2000, msg('Message should be at most 2000 characters.')),
});

export type InterestValues = yup.InferType<typeof interestSchema>;
