// Business registration (spec section 5): steps 1-3 with the server's messages; step 4 is the OTP.
import * as yup from 'yup';
import { SUPPORT_NEED_FIELDS } from '@contract/support-types';
import { msg } from '@/i18n/runtime';
import { optionalWebsite, trimmedText } from '@/lib/form-rules';
import { otpField } from './password';

export const BUSINESS_MESSAGES = {
  tradeName: msg('Trade name is required.'),
  sector: msg('Sector is required.'),
  area: msg('Area is required.'),
  lga: msg('LGA is required.'),
  state: msg('State is required.'),
  email: msg('Email is required.'),
  phone: msg('Phone number is required.'),
  invalidEmail: msg('Please enter a valid email address.'),
  invalidPhone: msg('Please enter a valid Nigerian phone number.'),
  invalidWebsite: msg('Please enter a valid website address.'),
} as const;

/** Nigerian mobile numbers as the server accepts them (docs/auth-flows.md). */
export const NIGERIAN_PHONE = /^(?:0|\+?234)(?:70|80|81|90|91)\d{8}$/;

export const businessStepSchemas = [
  yup.object({
    registered_name: trimmedText(200),
    trade_name: trimmedText(200).required(BUSINESS_MESSAGES.tradeName),
    sector: trimmedText().required(BUSINESS_MESSAGES.sector),
    area: trimmedText().required(BUSINESS_MESSAGES.area),
    state: trimmedText().required(BUSINESS_MESSAGES.state),
    lga: trimmedText().required(BUSINESS_MESSAGES.lga),
  }),
  yup.object({
    email: trimmedText().required(BUSINESS_MESSAGES.email).email(BUSINESS_MESSAGES.invalidEmail),
    phone_number: trimmedText()
      .required(BUSINESS_MESSAGES.phone)
      .transform((value: string) => value.replace(/[\s-]/g, ''))
      .matches(NIGERIAN_PHONE, { message: BUSINESS_MESSAGES.invalidPhone, excludeEmptyString: true }),
    address: trimmedText(500),
    website: optionalWebsite(300, BUSINESS_MESSAGES.invalidWebsite),
  }),
  yup.object({
    need_training: yup.boolean().default(false),
    need_funding: yup.boolean().default(false),
    need_tools: yup.boolean().default(false),
    need_market_access: yup.boolean().default(false),
    detail_training: trimmedText(2000),
    detail_funding: trimmedText(2000),
    detail_tools: trimmedText(2000),
    detail_market_access: trimmedText(2000),
  }),
] as const;

export const businessSignupSchema = businessStepSchemas[0]
  .concat(businessStepSchemas[1])
  .concat(businessStepSchemas[2]);
export type BusinessSignupValues = yup.InferType<typeof businessSignupSchema>;

export const BUSINESS_STEP_FIELDS = [
  ['registered_name', 'trade_name', 'sector', 'area', 'state', 'lga'],
  ['email', 'phone_number', 'address', 'website'],
  SUPPORT_NEED_FIELDS,
] as const;

export const businessOtpSchema = yup.object({ otp: otpField() });
