// The profile's Contact form (issue 31): the product enquiry's limits and messages from the contract, the same the
// server applies to POST /prop/profile/{id}/contact (docs/enquiries.md, "A message through a profile").
import * as yup from 'yup';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_MESSAGES,
  ENQUIRY_NAME_MAX,
  readEnquiryContact,
} from '@contract/enquiries';
import { msg } from '@/i18n/runtime';

const CONTACT_MESSAGE = msg('Please enter a phone number or an e-mail address the member can reach you on.');

/** The contract's texts this form shows, marked for the `profile` catalogue (translate() finds each by its words). */
export const CONTACT_CONTRACT_TEXTS = {
  message: msg('Please write a message of {{min}} to {{max}} characters.'),
  name: msg('Please enter your name.'),
  sent: msg('Your message has been sent.'),
  self: msg('You cannot send a message to yourself.'),
};

export const contactSchema = yup.object({
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
    .required(CONTACT_MESSAGE)
    .test('contact', CONTACT_MESSAGE, (value) => readEnquiryContact(value) !== null),
});

export type ContactFormValues = yup.InferType<typeof contactSchema>;
