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
import { enquiryMail, oneLine } from '../lib/mail-templates';
import { accountLanguage } from '../repositories/accounts';
import { releaseEvent } from '../repositories/auth-events';
import { enqueueMail } from '../repositories/mail-outbox';
import { findProduct } from '../repositories/products';
import { findSellerAddress } from '../repositories/sellers';
import type { EnquiryBody } from '../../contract/enquiries';
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

export async function sendEnquiry(
  app: FastifyInstance,
  buyerId: number,
  productId: number,
  body: EnquiryBody,
): Promise<void> {
  const message = body.message.trim();
  const name = oneLine(body.name, ENQUIRY_NAME_MAX + 1);
  if (message.length < ENQUIRY_MESSAGE_MIN || message.length > ENQUIRY_MESSAGE_MAX)
    throw badRequest(ENQUIRY_MESSAGES.message);
  if (name.length === 0 || name.length > ENQUIRY_NAME_MAX) throw badRequest(ENQUIRY_MESSAGES.name);
  const contact = readEnquiryContact(body.contact);
  if (!contact) throw badRequest(ENQUIRY_MESSAGES.contact);

  const product = await findProduct(app.db, productId);
  if (!product) throw notFound('Product not found.');
  if (product.author.id === buyerId) throw badRequest(ENQUIRY_MESSAGES.ownProduct);
  const seller = await findSellerAddress(app.db, product.author.id);
  if (!seller || seller.is_blacklisted) throw notFound('Product not found.');

  const reservation = await reserveOrRefuse(
    app.db,
    'enquiry',
    `account:${buyerId}`,
    ENQUIRY_RULES,
    tooManyEnquiries,
  );
  try {
    await enqueueMail(
      app.db,
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
  } catch (error) {
    await releaseEvent(app.db, reservation);
    throw error;
  }
  app.mailOutbox.kick();
}
