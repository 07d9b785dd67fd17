// Schemas of the files crawlers read at the site's root (extensions beyond the spec's API): the sitemap and robots.txt.
// Both answer text, not the envelope; they take no input (a query string is ignored).
import { errorSchema } from '../lib/envelope';

const EXT = "extension: not part of the spec's API (issue 13).";

/** How long a crawler or cache may keep the sitemap and robots.txt. */
export const SITE_FILES_MAX_AGE_SECONDS = 3600;

export const sitemapSchema = {
  tags: ['site'],
  summary: 'Sitemap of the public portal',
  description:
    `${EXT} Public. XML (sitemaps.org 0.9) with absolute addresses from PUBLIC_URL: the public browse routes, every ` +
    "static page that is not a draft (a draft still holds the Ministry's placeholder), every product, tool, " +
    'opportunity and training whose author is not blacklisted, and every profile the public directory shows, with ' +
    '<lastmod> where known. Over 50,000 URLs it is a <sitemapindex> of /sitemap-{n}.xml pages. ' +
    `Cached ${SITE_FILES_MAX_AGE_SECONDS} s.`,
  produces: ['application/xml'],
  response: { 200: { type: 'string', description: 'application/xml' } },
} as const;

export const sitemapPageSchema = {
  tags: ['site'],
  summary: 'One page of a sitemap index',
  description:
    `${EXT} Public. A <urlset> of at most 50,000 URLs: a slice of the static pages, or one id range of one kind of ` +
    `item (a page may hold fewer). 404 past the last page. Cached ${SITE_FILES_MAX_AGE_SECONDS} s.`,
  produces: ['application/xml'],
  params: {
    type: 'object',
    properties: { page: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
    required: ['page'],
    additionalProperties: false,
  },
  response: { 200: { type: 'string', description: 'application/xml' }, 400: errorSchema, 404: errorSchema },
} as const;

export const robotsSchema = {
  tags: ['site'],
  summary: 'robots.txt',
  description: `${EXT} Public. Plain text: keeps crawlers out of the admin and account screens and names the sitemap.`,
  produces: ['text/plain'],
  response: { 200: { type: 'string', description: 'text/plain' } },
} as const;

export const securityTxtSchema = {
  tags: ['site'],
  summary: 'security.txt',
  description: `${EXT} Public (RFC 9116). Plain text: the operator's contact for security reports, Expires a year ahead, Canonical on PUBLIC_URL.`,
  produces: ['text/plain'],
  response: { 200: { type: 'string', description: 'text/plain' } },
} as const;
