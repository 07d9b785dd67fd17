// The 'Lets finish up' step (spec sections 2 and 3): support needs plus the creative biodata.
import * as yup from 'yup';
import { trimmedText } from '@/lib/form-rules';
import { msg } from '@/i18n/runtime';
import { EDUCATION_LEVELS, EMPLOYMENT_STATUSES, GENDERS, SKILL_LEVELS } from '@contract/options';

export const FINISH_UP_MESSAGES = {
  phone: msg('Phone number is required.'),
  invalidPhone: msg('Please enter a valid Nigerian phone number.'),
  identification: msg('The identification number has 11 digits.'),
  method: msg('Please choose BVN or NIN.'),
  dateOfBirth: msg('Please enter a date in the past.'),
} as const;

const NIGERIAN_PHONE = /^(?:0|\+?234)(?:70|80|81|90|91)\d{8}$/;
const oneOfOrEmpty = (values: readonly string[]) => trimmedText().oneOf([...values, '']);

export const finishUpSchema = yup
  .object({
    phone_number: trimmedText()
      .required(FINISH_UP_MESSAGES.phone)
      .transform((value: string) => value.replace(/[\s-]/g, ''))
      .matches(NIGERIAN_PHONE, { message: FINISH_UP_MESSAGES.invalidPhone, excludeEmptyString: true }),
    gender: oneOfOrEmpty(GENDERS),
    dateOfBirth: trimmedText().test(
      'past',
      FINISH_UP_MESSAGES.dateOfBirth,
      (v) => !v || new Date(v).getTime() < Date.now(),
    ),
    employmentStatus: oneOfOrEmpty(EMPLOYMENT_STATUSES),
    levelOfEducation: oneOfOrEmpty(EDUCATION_LEVELS),
    sector: trimmedText(),
    category: trimmedText(),
    skillLevel: oneOfOrEmpty(SKILL_LEVELS),
    stateOfOrigin: trimmedText(),
    lga: trimmedText(),
    residenceState: trimmedText(),
    bio: trimmedText(2000),
    verificationMethod: trimmedText().oneOf(['', 'BVN', 'NIN']),
    identificationNumber: trimmedText()
      .matches(/^(\d{11})?$/, FINISH_UP_MESSAGES.identification)
      .when('verificationMethod', {
        is: (m: string) => m !== '',
        then: (s) => s.required(FINISH_UP_MESSAGES.identification),
      }),
    training: yup.boolean().default(false),
    funding: yup.boolean().default(false),
    tools: yup.boolean().default(false),
    market_access: yup.boolean().default(false),
    detail_training: trimmedText(2000),
    detail_funding: trimmedText(2000),
    detail_tools: trimmedText(2000),
    detail_market_access: trimmedText(2000),
  })
  .test('method-needed', FINISH_UP_MESSAGES.method, function check(values) {
    if (values.identificationNumber && !values.verificationMethod) {
      return this.createError({ path: 'verificationMethod', message: FINISH_UP_MESSAGES.method });
    }
    return true;
  });
export type FinishUpValues = yup.InferType<typeof finishUpSchema>;
