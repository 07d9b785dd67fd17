// Partner signup (spec section 5): three steps, values trimmed, terms required on step 3.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { optionalWebsite, trimmedText } from '@/lib/form-rules';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@contract/options';
import { termsField } from './password';

export const PARTNER_MESSAGES = {
  name: msg('Organization Name is required.'),
  email: msg('Organization Email is required.'),
  industry: msg('Organization Sector is required.'),
  userName: msg('Contact Name is required.'),
  userEmail: msg('Contact Email is required.'),
  userPhone: msg('Contact Number is required.'),
  partnerType: msg('Partner type is required.'),
  goals: msg('Goal is required.'),
  outcome: msg('Benefit is required.'),
  invalidEmail: msg('Please enter a valid email address.'),
  invalidWebsite: msg('Please enter a valid website address.'),
} as const;

export const partnerStepSchemas = [
  yup.object({
    name: trimmedText(200).required(PARTNER_MESSAGES.name),
    email: trimmedText().required(PARTNER_MESSAGES.email).email(PARTNER_MESSAGES.invalidEmail),
    website: optionalWebsite(300, PARTNER_MESSAGES.invalidWebsite),
    industry: trimmedText()
      .required(PARTNER_MESSAGES.industry)
      .oneOf([...ORGANIZATION_SECTORS, ''], PARTNER_MESSAGES.industry),
  }),
  yup.object({
    user_name: trimmedText(200).required(PARTNER_MESSAGES.userName),
    user_email: trimmedText().required(PARTNER_MESSAGES.userEmail).email(PARTNER_MESSAGES.invalidEmail),
    user_phone_number: trimmedText(20).required(PARTNER_MESSAGES.userPhone),
  }),
  yup.object({
    partner_type: trimmedText()
      .required(PARTNER_MESSAGES.partnerType)
      .oneOf([...PARTNER_TYPES, ''], PARTNER_MESSAGES.partnerType),
    goals: trimmedText(2000).required(PARTNER_MESSAGES.goals),
    outcome: trimmedText(2000).required(PARTNER_MESSAGES.outcome),
    terms: termsField(),
  }),
] as const;

export const partnerSignupSchema = partnerStepSchemas[0]
  .concat(partnerStepSchemas[1])
  .concat(partnerStepSchemas[2]);
export type PartnerSignupValues = yup.InferType<typeof partnerSignupSchema>;

export const PARTNER_STEP_FIELDS = [
  ['name', 'email', 'website', 'industry'],
  ['user_name', 'user_email', 'user_phone_number'],
  ['partner_type', 'goals', 'outcome', 'terms'],
] as const;
