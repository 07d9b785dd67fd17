// Buyers reach sellers (issue 13): the enquiry a signed-in buyer sends about a product, and the seller's WhatsApp
// setting. Limits and messages shared word for word by the server's checks and the portal's form. Pure.
import type { FromSchema } from 'json-schema-to-ts';
import { normaliseNigerianPhone } from './phone';

export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 1000;
export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_CONTACT_MAX = 254;

export const ENQUIRY_MESSAGES = {
  message: `Please write a message of ${ENQUIRY_MESSAGE_MIN} to ${ENQUIRY_MESSAGE_MAX} characters.`,
  name: 'Please enter your name.',
  contact: 'Please enter a phone number or an e-mail address the seller can reach you on.',
  sent: 'Your enquiry has been sent to the seller.',
  ownProduct: 'You cannot send an enquiry about your own product.',
} as const;

/** POST /prop/product/{id}/enquiry. Lengths are checked by the server's handler too (after trimming), with the
 * messages above; the schema bounds the body. contact: a Nigerian phone number or an e-mail address. */
export const enquiryBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'name', 'contact'],
  properties: {
    message: { type: 'string', maxLength: ENQUIRY_MESSAGE_MAX * 2 },
    name: { type: 'string', maxLength: ENQUIRY_NAME_MAX * 2 },
    contact: { type: 'string', maxLength: ENQUIRY_CONTACT_MAX },
  },
} as const;
export type EnquiryBody = FromSchema<typeof enquiryBodySchema>;

/** An e-mail address as the enquiry accepts it: one @, a dotted domain, no spaces, quotes, angle brackets or commas
 * (it becomes the mail's Reply-To header, so nothing that could start a second address or header gets through). */
const EMAIL = /^[^\s@"<>,;:\\()[\]]+@[^\s@"<>,;:\\()[\]]+\.[A-Za-z]{2,}$/;

export type EnquiryContact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** Reads the contact field: an e-mail address (lower-cased domain kept as typed) or a Nigerian phone number. */
export function readEnquiryContact(raw: string): EnquiryContact | null {
  const value = raw.trim();
  if (value.length === 0 || value.length > ENQUIRY_CONTACT_MAX) return null;
  if (value.includes('@')) return EMAIL.test(value) ? { kind: 'email', value } : null;
  const phone = normaliseNigerianPhone(value);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** GET and PUT /prop/account/whatsapp (the answer): whether the seller's products show a WhatsApp link, and the
 * number (+234XXXXXXXXXX, or null). */
export const whatsappSettingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['show', 'number'],
  properties: {
    show: { type: 'boolean', description: "show a WhatsApp link on the seller's products" },
    number: { type: ['string', 'null'], description: '+234XXXXXXXXXX' },
  },
} as const;
export type WhatsappSetting = FromSchema<typeof whatsappSettingSchema>;

/** PUT /prop/account/whatsapp (the body): the number is checked by the server (a Nigerian mobile number). */
export const whatsappBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['show'],
  properties: {
    show: { type: 'boolean' },
    number: { type: ['string', 'null'], maxLength: 30 },
  },
} as const;
export type WhatsappBody = FromSchema<typeof whatsappBodySchema>;

export const WHATSAPP_MESSAGES = {
  numberRequired: 'Enter your WhatsApp number to show it on your products.',
  saved: 'Your WhatsApp setting has been saved.',
} as const;

/**
 * The wa.me link with a preset message (the number's digits only, as wa.me wants). The portal writes the message in
 * the reader's language, naming the product.
 */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
