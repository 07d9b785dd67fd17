// Schemas of the files crawlers read at the site's root (extensions beyond the spec's API): the sitemap and robots.txt.
// Both answer text, not the envelope; they take no input (a query string is ignored).

const EXT = "extension: not part of the spec's API (issue 13).";

/** How long a crawler or cache may keep the sitemap and robots.txt. */
export const SITE_FILES_MAX_AGE_SECONDS = 3600;

export const sitemapSchema = {
  tags: ['site'],
  summary: 'Sitemap of the public portal',
  description:
    `${EXT} Public. XML (sitemaps.org 0.9) with absolute addresses from PUBLIC_URL: the public browse routes and every ` +
    "static page that is not a draft (a draft still holds the Ministry's placeholder). " +
    `Cached ${SITE_FILES_MAX_AGE_SECONDS} s.`,
  produces: ['application/xml'],
  response: { 200: { type: 'string', description: 'application/xml' } },
} as const;

export const robotsSchema = {
  tags: ['site'],
  summary: 'robots.txt',
  description: `${EXT} Public. Plain text: keeps crawlers out of the admin and account screens and names the sitemap.`,
  produces: ['text/plain'],
  response: { 200: { type: 'string', description: 'text/plain' } },
} as const;
