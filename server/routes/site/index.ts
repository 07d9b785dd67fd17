// The files crawlers read at the site's root (issue 13): /sitemap.xml and /robots.txt. Registered without the /clap
// prefix, before the built portal's fallback, which would otherwise answer index.html for both.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { LANGUAGES } from '../../../contract/languages';
import { PAGE_PATHS } from '../../../contract/page-drafts';
import { fail } from '../../lib/envelope';
import { languageAlternates } from '../../lib/page-head';
import { securityTxtRoutes } from './security-txt';
import { listPages } from '../../repositories/pages';
import {
  listSitemapBuckets,
  listSitemapRows,
  type SitemapBucket,
  type SitemapSource,
} from '../../repositories/sitemap';
import {
  robotsSchema,
  SITE_FILES_MAX_AGE_SECONDS,
  sitemapPageSchema,
  sitemapSchema,
} from '../../schemas/site';

/**
 * The portal's public browse routes (as src/config/paths.ts spells them; e2e/landing.spec.ts opens the sitemap): the
 * landing page, the feed, the directory, the marketplace, tools, opportunities, training, and funding's entry.
 * The sign-up, login and password screens are left out: they have nothing to index.
 */
export const SITEMAP_BROWSE_PATHS = [
  '/',
  '/homepage',
  '/directorypage',
  '/marketpage',
  '/toolsPage',
  '/opportunitypage',
  '/trainingpage',
  '/funding',
] as const;

/** Each public item's page, as src/config/paths.ts builds it (tests/server/site-files.test.ts holds them equal). */
export const SITEMAP_ITEM_PATHS: Record<SitemapSource, (id: number) => string> = {
  products: (id) => `/marketdetailsPage/${id}`,
  tools: (id) => `/tooldetailsPage/${id}`,
  opportunities: (id) => `/opportunity/${id}`,
  events: (id) => `/training/${id}`,
  calls: (id) => `/proposaldetailsPage/${id}`,
  profiles: (id) => `/publicProfile/${id}`,
};

/** sitemaps.org's limit of URLs in one file; past it /sitemap.xml becomes an index of /sitemap-<n>.xml pages. */
export const SITEMAP_MAX_URLS = 50_000;
/** The page size in use: a test lowers it to see the index without writing 50,000 rows. */
export const sitemapSettings = { pageSize: SITEMAP_MAX_URLS };

/** Screens for the admin or a signed-in account: nothing a crawler may read. */
const ROBOTS_DISALLOW = [
  '/admin',
  '/adminprofile/',
  '/profilepage',
  '/businessProfile',
  '/bussinesspage',
  '/addbusiness',
  '/settings',
  '/newform',
  '/trainingform',
];

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': `public, max-age=${SITE_FILES_MAX_AGE_SECONDS}`,
};

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

interface Entry {
  path: string;
  lastmod: Date | null;
}

/** A page of the sitemap: the static pages' list cut into pages, or one id range of one source. */
type Part =
  { kind: 'static'; entries: Entry[]; lastmod: Date | null } | { kind: 'items'; bucket: SitemapBucket };

const newest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

const siteRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const loc = (path: string) => escapeXml(`${app.config.publicUrl}${path}`);
  const lastmodTag = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

  /** The browse routes and the published static pages (with the time of their last edit). */
  const staticEntries = async (): Promise<Entry[]> => {
    const pages = await listPages(app.db);
    return [
      ...SITEMAP_BROWSE_PATHS.map((path) => ({ path, lastmod: null })),
      ...pages
        .filter((page) => !page.draft)
        .map((page) => ({
          path: PAGE_PATHS[page.slug],
          lastmod: page.updated_at ? new Date(page.updated_at) : null,
        })),
    ];
  };

  /** Every page of the sitemap in order, each with at most pageSize URLs; counted by one grouped query per source. */
  const plan = async (size: number) => {
    const [entries, buckets] = await Promise.all([staticEntries(), listSitemapBuckets(app.db, size)]);
    const parts: Part[] = [];
    for (let i = 0; i < entries.length; i += size) {
      const slice = entries.slice(i, i + size);
      parts.push({ kind: 'static', entries: slice, lastmod: newest(slice.map((entry) => entry.lastmod)) });
    }
    for (const bucket of buckets) parts.push({ kind: 'items', bucket });
    const total = entries.length + buckets.reduce((sum, bucket) => sum + bucket.count, 0);
    return { parts, total };
  };

  const partEntries = async (part: Part, size: number): Promise<Entry[]> => {
    if (part.kind === 'static') return part.entries;
    const { source, bucket } = part.bucket;
    const rows = await listSitemapRows(app.db, source, bucket * size, (bucket + 1) * size);
    return rows.map((row) => ({ path: SITEMAP_ITEM_PATHS[source](row.id), lastmod: row.lastmod }));
  };

  /** The page's five languages and x-default, as its HTML head lists them (server/plugins/static-portal.ts). */
  const alternateTags = (path: string) =>
    languageAlternates(`${app.config.publicUrl}${path}`, LANGUAGES)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('');

  const urlset = (entries: Entry[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries
      .map(
        (entry) =>
          `  <url><loc>${loc(entry.path)}</loc>${lastmodTag(entry.lastmod)}${alternateTags(entry.path)}</url>`,
      )
      .join('\n')}\n</urlset>\n`;

  const sitemapIndex = (parts: Part[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
      .map(
        (part, i) =>
          `  <sitemap><loc>${loc(`/sitemap-${i + 1}.xml`)}</loc>${lastmodTag(part.kind === 'static' ? part.lastmod : part.bucket.lastmod)}</sitemap>`,
      )
      .join('\n')}\n</sitemapindex>\n`;

  app.get('/sitemap.xml', { schema: sitemapSchema }, async (_request, reply) => {
    const size = sitemapSettings.pageSize;
    const { parts, total } = await plan(size);
    if (total > size) return reply.headers(XML_HEADERS).send(sitemapIndex(parts));
    const entries = (await Promise.all(parts.map((part) => partEntries(part, size)))).flat();
    return reply.headers(XML_HEADERS).send(urlset(entries));
  });

  app.get('/sitemap-:page(^\\d+).xml', { schema: sitemapPageSchema }, async (request, reply) => {
    const size = sitemapSettings.pageSize;
    const { parts } = await plan(size);
    const part = parts[request.params.page - 1];
    if (!part) return reply.code(404).send(fail('No such sitemap page.'));
    return reply.headers(XML_HEADERS).send(urlset(await partEntries(part, size)));
  });

  app.get('/robots.txt', { schema: robotsSchema }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${app.config.publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${SITE_FILES_MAX_AGE_SECONDS}`)
      .send(`${lines.join('\n')}\n`);
  });
  void app.register(securityTxtRoutes);
  return Promise.resolve();
};

export default siteRoutes;
