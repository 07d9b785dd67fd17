// JSON schemas of the "buyers reach sellers" routes (issue 13): the enquiry about a product and the seller's
// WhatsApp setting. Extensions beyond the spec's API, marked as such in the OpenAPI. The bodies and the answer are
// declared once in contract/enquiries.ts.
import {
  ENQUIRY_MESSAGE_MAX,
  enquiryBodySchema,
  whatsappBodySchema,
  whatsappSettingSchema,
} from '../../contract/enquiries';
import { profileContactBodySchema } from '../../contract/profile-portfolio';
import { envelopeSchema, errorAnswers } from '../lib/envelope';
import { accountRouteSchema, tokenSecurity } from './account-route';
import { idParamsSchema } from './content';

const EXT = "extension: not part of the spec's API (issue 13, buyers reach sellers).";

/** A message mailed to a member (a product's seller, a profile's owner) about the item of the path's id: the same
 * body limits and the same answers (the two share the per-account counts). */
const messageToMemberSchema = <const Body extends object>(
  tags: readonly string[],
  summary: string,
  description: string,
  body: Body,
) =>
  ({
    tags,
    summary,
    description,
    security: tokenSecurity,
    params: idParamsSchema,
    body,
    response: {
      200: envelopeSchema({ type: 'null' }),
      ...errorAnswers(400, 401, 403, 404, 429),
    },
  }) as const;

export const enquirySchema = messageToMemberSchema(
  ['products'],
  "Send an enquiry about a product to its seller (mailed; the seller's address is never shown)",
  `${EXT} Signed in (creative, business or partner, e-mail verified). message ${ENQUIRY_MESSAGE_MAX} characters at most ` +
    'and at least 10, name, contact (a Nigerian phone number or an e-mail address). The seller gets a plain-text mail ' +
    "at their account address, with Reply-To the buyer's e-mail when one was given. 5 per hour and 20 per day per " +
    'account, 30 per hour per address (429 with Retry-After). 400 for your own product or bad input, 404 for an unknown product.',
  enquiryBodySchema,
);

export const getWhatsappSchema = accountRouteSchema(
  'My WhatsApp setting (shown on my products or not, and the number)',
  `${EXT} Signed in, any kind.`,
  { response: { 200: envelopeSchema(whatsappSettingSchema), ...errorAnswers(401, 404) } },
);

export const putWhatsappSchema = accountRouteSchema(
  'Show (or hide) my WhatsApp number on my products',
  `${EXT} Signed in (creative, business or partner, e-mail verified). number must be a Nigerian mobile number; ` +
    'show: true needs one. An empty number with show: false removes it.',
  {
    body: whatsappBodySchema,
    response: { 200: envelopeSchema(whatsappSettingSchema), ...errorAnswers(400, 401, 403) },
  },
);

export const profileContactSchema = messageToMemberSchema(
  ['profiles'],
  "Send a message to a creative or a business through their public profile (mailed; the member's address is never shown)",
  "extension: not part of the spec's API (issue 31, profiles that get people hired). Signed in (creative, business " +
    'or partner, e-mail verified), the body and limits of the product enquiry (the two share the per-account counts). ' +
    "400 for yourself or bad input, 404 for a profile the public cannot see (blacklisted, private, a partner's).",
  profileContactBodySchema,
);
