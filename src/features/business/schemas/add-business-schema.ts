// Yup schema of the Add a Business form (bounds match POST /prop/business-info).
import * as yup from 'yup';
import { optionalWebsite } from '@/lib/form-rules';

const optional = (max: number) => yup.string().trim().max(max, `At most ${max} characters.`).default('');

export const addBusinessSchema = yup.object({
  name: yup.string().trim().required('Business name is required.').max(200, 'At most 200 characters.'),
  sector: optional(100),
  area: optional(100),
  state: optional(100),
  lga: optional(100),
  address: optional(300),
  website: optionalWebsite(300),
  phone: optional(20).matches(/^(|\+?[0-9 ()-]{7,20})$/, 'Enter a valid phone number.'),
  email: optional(320).matches(/^(|[^\s@]+@[^\s@]+\.[^\s@]+)$/, 'Enter a valid email address.'),
  description: optional(2000),
});

export type AddBusinessValues = yup.InferType<typeof addBusinessSchema>;
