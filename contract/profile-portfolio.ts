// A public profile as a portfolio (issue 31 section 4): what the public profile answer adds (a Verified yes/no, the
// WhatsApp number the member chose to show, their newest products, sized variants of their posts' images), the
// contact message a visitor sends through the mail outbox, and the seller facts a product page shows beside "Sold
// by". JSON schemas `as const` with their types derived (FromSchema, type-only); the server answers with them.
import type { FromSchema } from 'json-schema-to-ts';
import { imagesSchema, imageVariantsSchema, nullableString } from './content-item';
import { enquiryBodySchema } from './enquiries';

/** How many of a member's newest products the profile carries; "See all" opens /user-products/{id}. */
export const PORTFOLIO_PRODUCTS = 12;

/** One of the member's products on their profile: enough for a card that links to the product. */
export const portfolioProductSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'price', 'images', 'image_variants'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    price: { type: 'integer', description: 'whole naira' },
    images: imagesSchema,
    image_variants: imageVariantsSchema,
  },
} as const;
export type PortfolioProduct = FromSchema<typeof portfolioProductSchema>;

/** How many of a member's completed trainings the profile lists, newest first. */
export const PORTFOLIO_TRAININGS = 20;

/** A training the member completed: its title, the partner who ran it, and its public certificate's verify page. */
export const portfolioTrainingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'partner', 'date', 'certificate_url'],
  properties: {
    title: { type: 'string' },
    partner: nullableString,
    date: { ...nullableString, description: "the training's date (ISO 8601)" },
    certificate_url: { type: 'string', description: 'the in-portal verify page, /verify/{code}' },
  },
} as const;
export type PortfolioTraining = FromSchema<typeof portfolioTrainingSchema>;

/**
 * What a creative's or a business's public profile answer adds (extensions). `verified`: a BVN or NIN check
 * succeeded (never the number, its type or its digits in the public scope). `whatsapp`: the number only while the
 * member shows it (the setting on /settings), else null. `products`: the newest PORTFOLIO_PRODUCTS.
 */
export const portfolioProperties = {
  verified: {
    type: 'boolean',
    description: 'extension: an identity check (BVN or NIN) succeeded; the number is never sent',
  },
  whatsapp: {
    ...nullableString,
    description: "extension: the member's WhatsApp number (+234...) only while they chose to show it",
  },
  products: {
    type: 'array',
    description: `extension: the member's newest ${PORTFOLIO_PRODUCTS} products`,
    items: portfolioProductSchema,
  },
  trainings: {
    type: 'array',
    description: `extension (issue 33): the member's newest ${PORTFOLIO_TRAININGS} completed trainings, each with its certificate (a revoked one is left out)`,
    items: portfolioTrainingSchema,
  },
} as const;

/** The facts a product page shows beside "Sold by" (GET /prop/product/{id}: `seller`, extension). */
export const productSellerSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['state', 'verified'],
  description:
    "extension: the seller's state (a creative's residence, a business's state; null for partners) and whether their identity check succeeded",
  properties: {
    state: nullableString,
    verified: { type: 'boolean' },
  },
} as const;
export type ProductSeller = FromSchema<typeof productSellerSchema>;

/** POST /prop/profile/{id}/contact: the product enquiry's body and rules (contract/enquiries.ts). */
export const profileContactBodySchema = enquiryBodySchema;
export type ProfileContactBody = FromSchema<typeof profileContactBodySchema>;

export const PROFILE_CONTACT_MESSAGES = {
  sent: 'Your message has been sent.',
  self: 'You cannot send a message to yourself.',
  notFound: 'Profile not found.',
} as const;
