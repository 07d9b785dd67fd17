// A buyer's enquiry about a product (issue 13): checked, counted against the buyer's limits, then written to the
// mail outbox for the seller's account address with Reply-To the buyer's e-mail. The seller's address is never
// shown to the buyer. docs/enquiries.md.
import type { FastifyInstance } from 'fastify';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_MESSAGES,
  ENQUIRY_NAME_MAX,
  readEnquiryContact,
} from '../../contract/enquiries';
import { badRequest, notFound } from '../lib/http-errors';
import type { MailMessage } from '../lib/mail-message';
import { enquiryMail, oneLine, profileContactMail } from '../lib/mail-templates';
import { accountLanguage } from '../repositories/accounts';
import { releaseEvent } from '../repositories/auth-events';
import { enqueueMail } from '../repositories/mail-outbox';
import { findProduct } from '../repositories/products';
import { findProfilePreview } from '../repositories/profiles';
import { findSellerAddress } from '../repositories/sellers';
import type { EnquiryBody } from '../../contract/enquiries';
import { PROFILE_CONTACT_MESSAGES, type ProfileContactBody } from '../../contract/profile-portfolio';
import { reserveOrRefuse } from './throttle';

/** Per buyer account: 5 an hour and 20 a day (kept in the database, so they hold across processes). */
export const ENQUIRY_RULES = [
  { max: 5, windowSeconds: 3600 },
  { max: 20, windowSeconds: 86_400 },
];
/** Per address (Redis or memory, like the other per-address limits): carriers put many buyers behind one address. */
export const ENQUIRY_IP_LIMIT = { max: 30, timeWindow: '1 hour' } as const;

export const tooManyEnquiries = (seconds: number) =>
  `You have sent too many enquiries. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`;

/** The body's message, name and contact, checked (the messages of contract/enquiries.ts). */
function readEnquiryInput(body: EnquiryBody) {
  const message = body.message.trim();
  const name = oneLine(body.name, ENQUIRY_NAME_MAX + 1);
  if (message.length < ENQUIRY_MESSAGE_MIN || message.length > ENQUIRY_MESSAGE_MAX)
    throw badRequest(ENQUIRY_MESSAGES.message);
  if (name.length === 0 || name.length > ENQUIRY_NAME_MAX) throw badRequest(ENQUIRY_MESSAGES.name);
  const contact = readEnquiryContact(body.contact);
  if (!contact) throw badRequest(ENQUIRY_MESSAGES.contact);
  return { message, name, contact };
}

/** Counts the sender's enquiry against their limits, writes the mail, and gives the count back if the write fails. */
async function countAndQueue(app: FastifyInstance, senderId: number, mail: MailMessage): Promise<void> {
  const reservation = await reserveOrRefuse(
    app.db,
    'enquiry',
    `account:${senderId}`,
    ENQUIRY_RULES,
    tooManyEnquiries,
  );
  try {
    await enqueueMail(app.db, mail);
  } catch (error) {
    await releaseEvent(app.db, reservation);
    throw error;
  }
  app.mailOutbox.kick();
}

export async function sendEnquiry(
  app: FastifyInstance,
  buyerId: number,
  productId: number,
  body: EnquiryBody,
): Promise<void> {
  const { message, name, contact } = readEnquiryInput(body);

  const product = await findProduct(app.db, productId);
  if (!product) throw notFound('Product not found.');
  if (product.author.id === buyerId) throw badRequest(ENQUIRY_MESSAGES.ownProduct);
  const seller = await findSellerAddress(app.db, product.author.id);
  if (!seller || seller.is_blacklisted) throw notFound('Product not found.');

  await countAndQueue(
    app,
    buyerId,
    enquiryMail({
      to: seller.email,
      sellerName: product.author.name,
      product: { id: product.id, title: product.title },
      productUrl: `${app.config.publicUrl}/marketdetailsPage/${product.id}`,
      buyerName: name,
      message,
      contact,
      language: await accountLanguage(app.db, product.author.id),
    }),
  );
}

/**
 * A message to a creative or a business through their public profile (issue 31 section 4): the enquiry's checks,
 * limits (the same per-account counts: a sender's enquiries and profile messages together) and mail, to the member's
 * account address with Reply-To the sender's e-mail. Only a profile the public can see can be contacted (a
 * blacklisted, private or partner account answers 404, as its profile does); nobody can contact themselves.
 */
export async function sendProfileContact(
  app: FastifyInstance,
  senderId: number,
  memberId: number,
  body: ProfileContactBody,
): Promise<void> {
  const { message, name, contact } = readEnquiryInput(body);
  if (memberId === senderId) throw badRequest(PROFILE_CONTACT_MESSAGES.self);
  const member = await findProfilePreview(app.db, memberId);
  const address = member ? await findSellerAddress(app.db, memberId) : undefined;
  if (!member || member.kind === 'partner' || !address) throw notFound(PROFILE_CONTACT_MESSAGES.notFound);
  await countAndQueue(
    app,
    senderId,
    profileContactMail({
      to: address.email,
      memberName: member.name || null,
      profileUrl: `${app.config.publicUrl}/profile/${memberId}`,
      senderName: name,
      message,
      contact,
      language: await accountLanguage(app.db, memberId),
    }),
  );
}
