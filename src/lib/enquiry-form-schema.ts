// The rules of a message to a member (the product enquiry, issue 13, and the profile's Contact, issue 31): the
// contract's limits and messages, the same the server applies (docs/enquiries.md). Only the contact field's message
// differs between the two forms, so each passes its own.
import * as yup from 'yup';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_MESSAGES,
  ENQUIRY_NAME_MAX,
  readEnquiryContact,
} from '@contract/enquiries';

export function enquiryFormSchema(contactMessage: string = ENQUIRY_MESSAGES.contact) {
  return yup.object({
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
      .required(contactMessage)
      .test('contact', contactMessage, (value) => readEnquiryContact(value) !== null),
  });
}

export type EnquiryFormSchema = ReturnType<typeof enquiryFormSchema>;

export type EnquiryFormValues = yup.InferType<EnquiryFormSchema>;
