// The enquiry form's rules: the contract's limits and messages, the same the server applies (docs/enquiries.md).
// The messages are in the `marketplace` catalogue (../texts.ts); FieldError shows them through translate().
import * as yup from 'yup';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_MESSAGES,
  ENQUIRY_NAME_MAX,
  readEnquiryContact,
} from '@contract/enquiries';

export const enquirySchema = yup.object({
  message: yup
    .string()
    .trim()
    .required(ENQUIRY_MESSAGES.message)
    .min(ENQUIRY_MESSAGE_MIN, ENQUIRY_MESSAGES.message)
    .max(ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGES.message),
  name: yup.string().trim().required(ENQUIRY_MESSAGES.name).max(ENQUIRY_NAME_MAX, ENQUIRY_MESSAGES.name),
  contact: yup
    .string()
    .trim()
    .required(ENQUIRY_MESSAGES.contact)
    .test('contact', ENQUIRY_MESSAGES.contact, (value) => readEnquiryContact(value) !== null),
});

export type EnquiryFormValues = yup.InferType<typeof enquirySchema>;
