// Buyers reach sellers (issue 13): the enquiry a signed-in buyer sends about a product, and the seller's WhatsApp
// setting. Limits and messages shared word for word by the server's checks and the portal's form. Pure.
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

/** POST /prop/product/{id}/enquiry. */
export interface EnquiryBody {
  message: string;
  name: string;
  /** A Nigerian phone number or an e-mail address. */
  contact: string;
}

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

/** GET and PUT /prop/account/whatsapp: whether the seller's products show a WhatsApp link, and the number. */
export interface WhatsappSetting {
  show: boolean;
  /** +234XXXXXXXXXX, or null. */
  number: string | null;
}

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
