// Register-interest form (/licensepage): the server's bounds, with plain messages.
import * as yup from 'yup';

export const interestSchema = yup.object({
  name: yup.string().trim().required('Name is required.').max(200, 'Name should be at most 200 characters.'),
  email: yup
    .string()
    .trim()
    .required('Email is required.')
    .email('Enter a valid email address.')
    .max(254, 'Email should be at most 254 characters.'),
  phone: yup
    .string()
    .trim()
    .default('')
    .matches(/^$|^[+0-9 ()-]{7,30}$/, 'Enter a valid phone number (digits, spaces, +, - and brackets).'),
  message: yup.string().trim().default('').max(2000, 'Message should be at most 2000 characters.'),
});

export type InterestValues = yup.InferType<typeof interestSchema>;
