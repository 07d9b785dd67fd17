// The files crawlers read at the site's root (issue 13): /sitemap.xml and /robots.txt. Registered without the /clap
// prefix, before the built portal's fallback, which would otherwise answer index.html for both.
import type { FastifyPluginAsync } from 'fastify';
import { PAGE_PATHS } from '../../../contract/page-drafts';
import { listPages } from '../../repositories/pages';
import { robotsSchema, SITE_FILES_MAX_AGE_SECONDS, sitemapSchema } from '../../schemas/site';

/**
 * The portal's public browse routes (as src/config/paths.ts spells them; e2e/landing.spec.ts opens the sitemap): the
 * landing page, the feed, the directory, the marketplace, tools, opportunities, training, and funding's entry.
 * Detail pages and profiles are left out (they come and go with the content); so are the sign-up, login and
 * password screens, which have nothing to index.
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

/** Screens for the admin or a signed-in account: nothing a crawler may read. */
const ROBOTS_DISALLOW = ['/admin', '/adminprofile/', '/profilepage', '/businessProfile', '/bussinesspage', '/addbusiness', '/settings', '/newform', '/trainingform'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const siteRoutes: FastifyPluginAsync = (app) => {
  app.get('/sitemap.xml', { schema: sitemapSchema }, async (_request, reply) => {
    const pages = await listPages(app.db);
    const published = pages.filter((page) => !page.draft).map((page) => PAGE_PATHS[page.slug]);
    const urls = [...SITEMAP_BROWSE_PATHS, ...published]
      .map((path) => `  <url><loc>${escapeXml(`${app.config.publicUrl}${path}`)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${SITE_FILES_MAX_AGE_SECONDS}`)
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });

  app.get('/robots.txt', { schema: robotsSchema }, async (_request, reply) => {
    const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${app.config.publicUrl}/sitemap.xml`];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${SITE_FILES_MAX_AGE_SECONDS}`)
      .send(`${lines.join('\n')}\n`);
  });
  return Promise.resolve();
};

export default siteRoutes;
