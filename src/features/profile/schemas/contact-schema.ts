// The profile's Contact form (issue 31): the product enquiry's limits and messages from the contract, the same the
// server applies to POST /prop/profile/{id}/contact (docs/enquiries.md, "A message through a profile").
import { msg } from '@/i18n/runtime';
import { enquiryFormSchema } from '@/lib/enquiry-form-schema';

const CONTACT_MESSAGE = msg('Please enter a phone number or an e-mail address the member can reach you on.');

/** The contract's texts this form shows, marked for the `profile` catalogue (translate() finds each by its words). */
export const CONTACT_CONTRACT_TEXTS = {
  message: msg('Please write a message of {{min}} to {{max}} characters.'),
  name: msg('Please enter your name.'),
  sent: msg('Your message has been sent.'),
  self: msg('You cannot send a message to yourself.'),
};

export const contactSchema = enquiryFormSchema(CONTACT_MESSAGE);
