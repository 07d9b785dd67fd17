// Yup schema of the Add a Business form (bounds match POST /prop/business-info).
import * as yup from 'yup';
import { fill, msg } from '@/i18n/runtime';
import { optionalWebsite } from '@/lib/form-rules';

// The messages are English, marked for the catalogue and shown translated by FieldError: 'At most 200 characters.'
// is found through its template.
const AT_MOST = msg('At most {{max}} characters.');
const atMost = (max: number) => fill(AT_MOST, { max: String(max) });
const optional = (max: number) => yup.string().trim().max(max, atMost(max)).default('');
/** The message of lib/form-rules' website rule (WEB_URL_MESSAGES.website of contract/web-url.ts), shown here. */
export const LINK_MESSAGES = [msg('Please enter a valid website address.')];

export const addBusinessSchema = yup.object({
  name: yup.string().trim().required(msg('Business name is required.')).max(200, atMost(200)),
  sector: optional(100),
  area: optional(100),
  state: optional(100),
  lga: optional(100),
  address: optional(300),
  website: optionalWebsite(300),
  phone: optional(20).matches(/^(|\+?[0-9 ()-]{7,20})$/, msg('Enter a valid phone number.')),
  email: optional(320).matches(/^(|[^\s@]+@[^\s@]+\.[^\s@]+)$/, msg('Enter a valid email address.')),
  description: optional(2000),
});

export type AddBusinessValues = yup.InferType<typeof addBusinessSchema>;
