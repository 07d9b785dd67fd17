// Editable static pages and interest registrations: extensions beyond spec section 7 (issue 6). Public reads,
// admin writes; every page change is recorded in page_revisions and audit_log. Bodies are structured plain text
// (headed sections of paragraphs and list items), never HTML. English is each page's main version; a page may have
// its own version in pcm, ha, yo and ig (issue 17), which a reader in that language is given (`language` says which
// language the text is in: 'en' when the page has no version in the reader's). The type provider infers each
// handler's query, params and body from its schema (server/schemas/pages.ts): no hand-written generics.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { listInterest, registerInterest } from '../../repositories/interest';
import {
  deletePageTranslation,
  getPage,
  getPageTranslation,
  listPages,
  listPageTranslations,
  listRevisions,
  updatePage,
  updatePageTranslation,
  type PageView,
} from '../../repositories/pages';
import { isPageSlug, type PageSlug } from '../../../contract/page-drafts';
import { ok } from '../../lib/envelope';
import { pageMeta, pageWindow } from '../../lib/paging';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-errors';
import type { PageBody, PageContent } from '../../db/tables';
import { callerOf } from '../../plugins/auth';
import { PAGE_BODY_LIMIT } from '../../plugins/request-limits';
import {
  deleteTranslationSchema,
  editPageSchema,
  editTranslationSchema,
  getPageSchema,
  getTranslationSchema,
  listTranslationsSchema,
  listInterestSchema,
  listPagesSchema,
  PAGE_MAX_AGE_SECONDS,
  type PageEditBody,
  registerInterestSchema,
  revisionsSchema,
  type TranslationParams,
} from '../../schemas/pages';

function etagOf(page: PageView): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([page.title, page.summary, page.sections, page.updated_at, page.language]))
    .digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

function assertSlug(slug: string): asserts slug is PageSlug {
  if (!isPageSlug(slug)) throw notFound('Page not found.');
}

/** The page and language a version route names (404 for an unknown page; the schema refuses other languages). */
function versionOf({ slug, language }: TranslationParams) {
  assertSlug(slug);
  return { slug, language };
}

/**
 * An edit's title and body as stored: line ends normalised, every text trimmed, empty lists and summary dropped. The
 * same for English and its translations; plain text (the schema refuses anything but the fields it names).
 */
function cleanContent({ title, summary, sections }: PageEditBody): PageContent {
  const clean = (value: string) => value.replace(/\r\n?/g, '\n').trim();
  const cleanSections = sections.map((section) => {
    const out: PageBody['sections'][number] = {
      heading: clean(section.heading),
      paragraphs: section.paragraphs.map(clean),
    };
    if (section.items && section.items.length > 0) out.items = section.items.map(clean);
    return out;
  });
  if (cleanSections.some((section) => section.paragraphs.length === 0 && !section.items)) {
    throw badRequest('Each section needs at least one paragraph or list item.');
  }
  const body: PageBody = { sections: cleanSections };
  const trimmedSummary = summary ? clean(summary) : '';
  if (trimmedSummary) body.summary = trimmedSummary;
  return { title: clean(title), body };
}

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get('/prop/pages', { schema: listPagesSchema }, async (_request, reply) => {
    void reply.header('cache-control', `public, max-age=${PAGE_MAX_AGE_SECONDS}`);
    return ok({ data: await listPages(app.db) }, 'Pages');
  });

  app.get('/prop/pages/:slug', { schema: getPageSchema }, async (request, reply) => {
    assertSlug(request.params.slug);
    const page = await getPage(app.db, request.params.slug, request.language);
    const etag = etagOf(page);
    // Vary here too: a 304 has no envelope, so the i18n plugin's hook does not add it.
    void reply
      .header('cache-control', `public, max-age=${PAGE_MAX_AGE_SECONDS}`)
      .header('etag', etag)
      .header('vary', 'Accept-Language');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    return ok(page, page.title);
  });

  app.put(
    '/prop/pages/:slug',
    {
      onRequest: app.requireAuth('admin'),
      // A whole page's text: more than the default body limit (plugins/request-limits.ts).
      bodyLimit: PAGE_BODY_LIMIT,
      schema: editPageSchema,
    },
    async (request) => {
      assertSlug(request.params.slug);
      const page = await updatePage(
        app.db,
        request.params.slug,
        cleanContent(request.body),
        callerOf(request).id,
      );
      return ok(page, 'Page updated successfully');
    },
  );

  app.get(
    '/prop/pages/:slug/revisions',
    {
      onRequest: app.requireAuth('admin'),
      schema: revisionsSchema,
    },
    async (request) => {
      assertSlug(request.params.slug);
      const paging = pageWindow(request.query.page ?? 1, request.query.limit ?? 20);
      const { rows, total } = await listRevisions(
        app.db,
        request.params.slug,
        paging.limit,
        paging.offset,
        request.query.language ?? 'en',
      );
      return ok({ data: rows }, 'Revisions', { meta: pageMeta(paging, total) });
    },
  );

  // A page's versions in other languages (issue 17): admins only, as the English editing.
  app.get(
    '/prop/pages/:slug/translations',
    { onRequest: app.requireAuth('admin'), schema: listTranslationsSchema },
    async (request) => {
      assertSlug(request.params.slug);
      return ok({ data: await listPageTranslations(app.db, request.params.slug) }, 'Pages');
    },
  );

  app.get(
    '/prop/pages/:slug/translations/:language',
    { onRequest: app.requireAuth('admin'), schema: getTranslationSchema },
    async (request) => {
      const { slug, language } = versionOf(request.params);
      const version = await getPageTranslation(app.db, slug, language);
      return ok(version, version.title);
    },
  );

  app.put(
    '/prop/pages/:slug/translations/:language',
    { onRequest: app.requireAuth('admin'), bodyLimit: PAGE_BODY_LIMIT, schema: editTranslationSchema },
    async (request) => {
      const { slug, language } = versionOf(request.params);
      const version = await updatePageTranslation(
        app.db,
        slug,
        language,
        cleanContent(request.body),
        callerOf(request).id,
      );
      return ok(version, 'Page updated successfully');
    },
  );

  app.delete(
    '/prop/pages/:slug/translations/:language',
    { onRequest: app.requireAuth('admin'), schema: deleteTranslationSchema },
    async (request) => {
      const { slug, language } = versionOf(request.params);
      if (!(await deletePageTranslation(app.db, slug, language, callerOf(request).id)))
        throw notFound('Page not found.');
      return ok(null, 'Deleted successfully.');
    },
  );

  app.post(
    '/prop/interest',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: registerInterestSchema,
    },
    async (request) => {
      const { name, email, phone, interest, message } = request.body;
      const result = await registerInterest(
        app.db,
        {
          name: name.trim(),
          email: email.trim(),
          phone: phone?.trim() || null,
          interest,
          message: message?.trim() || null,
        },
        app.config.rateLimitEnabled,
      );
      if (!result.ok) throw tooManyRequests(result.retryAfter);
      // The same answer for a first and a repeat registration: nobody learns whether an e-mail was already here.
      return ok({ interest }, 'Thank you. We will let you know when it opens.');
    },
  );

  app.get(
    '/prop/interest',
    {
      onRequest: app.requireAuth('admin'),
      schema: listInterestSchema,
    },
    async (request) => {
      const { interest, q } = request.query;
      const paged = request.query.page !== undefined || request.query.limit !== undefined || q !== undefined;
      const paging = pageWindow(request.query.page ?? 1, request.query.limit ?? 100);
      const { rows, total } = await listInterest(app.db, {
        interest,
        q: q?.trim() || undefined,
        limit: paging.limit,
        offset: paging.offset,
      });
      const extra = paged ? { meta: pageMeta(paging, total) } : {};
      return ok({ data: rows, count: total }, 'Interest registrations', extra);
    },
  );
  return Promise.resolve();
};

export default routes;
