// Yup schemas of the Edit My Information forms (creative, business, partner), with the server's bounds.
import * as yup from 'yup';
import { PARTNER_TYPES } from '@contract/options';
import { fill, msg } from '@/i18n/runtime';
import { optionalSocialLink, optionalWebsite } from '@/lib/form-rules';

// The messages are English, marked for the catalogue and shown translated by FieldError: 'At most 80 characters.'
// is found through its template.
const AT_MOST = msg('At most {{max}} characters.');
const atMost = (max: number) => fill(AT_MOST, { max: String(max) });
const optional = (max: number) => yup.string().trim().max(max, atMost(max)).default('');
/** The messages of lib/form-rules' link rules (WEB_URL_MESSAGES of contract/web-url.ts), shown by these forms. */
export const LINK_MESSAGES = [
  msg('Please enter a valid website address.'),
  msg('Enter a link (https://...) or a handle.'),
];
const social = optionalSocialLink(300);
const phone = optional(20).matches(/^(|\+?[0-9 ()-]{7,20})$/, msg('Enter a valid phone number.'));

const needs = {
  need_training: yup.boolean().default(false),
  need_funding: yup.boolean().default(false),
  need_tools: yup.boolean().default(false),
  need_market_access: yup.boolean().default(false),
  detail_training: optional(2000),
  detail_funding: optional(2000),
  detail_tools: optional(2000),
  detail_market_access: optional(2000),
};

export const creativeInfoSchema = yup.object({
  first_name: yup.string().trim().required(msg('First name is required.')).max(80, atMost(80)),
  last_name: yup.string().trim().required(msg('Last name is required.')).max(80, atMost(80)),
  gender: optional(30),
  date_of_birth: optional(10).matches(/^(|\d{4}-\d{2}-\d{2})$/, msg('Enter a valid date.')),
  phone_number: phone,
  bio: optional(2000),
  expertise: optional(100),
  category: optional(100),
  skill_level: optional(50),
  employment_status: optional(30),
  level_of_education: optional(30),
  origin_state: optional(100),
  lga_origin: optional(100),
  residence_state: optional(100),
  lga_residence: optional(100),
  facebook: social,
  twitter: social,
  instagram: social,
  // A portfolio's links (issue 31).
  website: optionalWebsite(300),
  linkedin: social,
  ...needs,
});

export const businessInfoSchema = yup.object({
  registered_name: optional(200),
  trade_name: yup.string().trim().required(msg('Trade name is required.')).max(200, atMost(200)),
  sector: optional(100),
  area: optional(100),
  phone_number: phone,
  state: optional(100),
  lga: optional(100),
  address: optional(300),
  website: optionalWebsite(300),
  bio: optional(2000),
  facebook: social,
  twitter: social,
  instagram: social,
  linkedin: social,
  ...needs,
});

/** A partner's own edit: the registration's fields (spec section 3) and the bio; the sign-in e-mail stays. */
export const partnerInfoSchema = yup.object({
  name: yup.string().trim().required(msg('Organization name is required.')).max(200, atMost(200)),
  website: optionalWebsite(300),
  industry: yup.string().trim().required(msg('Industry is required.')).max(100, atMost(100)),
  partner_type: yup
    .string()
    .required(msg('Partner type is required.'))
    .oneOf([...PARTNER_TYPES], msg('Partner type is required.')),
  goals: optional(2000),
  outcome: optional(2000),
  bio: optional(2000),
  user_name: optional(200),
  user_email: optional(254).email(msg('Enter a valid email address.')),
  user_phone_number: phone,
});

export type CreativeInfo = yup.InferType<typeof creativeInfoSchema>;
export type BusinessInfo = yup.InferType<typeof businessInfoSchema>;
export type PartnerInfo = yup.InferType<typeof partnerInfoSchema>;
