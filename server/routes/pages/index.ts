// Editable static pages and interest registrations: extensions beyond spec section 7 (issue 6). Public reads,
// admin writes; every page change is recorded in page_revisions and audit_log. Bodies are structured plain text
// (headed sections of paragraphs and list items), never HTML.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { listInterest, registerInterest } from '../../repositories/interest';
import { getPage, listPages, listRevisions, updatePage, type PageView } from '../../repositories/pages';
import { isPageSlug, type PageSlug } from '../../../contract/page-drafts';
import { ok } from '../../lib/envelope';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-errors';
import type { PageBody } from '../../db/tables';
import { callerOf } from '../../plugins/auth';
import {
  editPageSchema,
  getPageSchema,
  type InterestBody,
  type InterestQuery,
  listInterestSchema,
  listPagesSchema,
  PAGE_MAX_AGE_SECONDS,
  type PageEditBody,
  registerInterestSchema,
  type RevisionsQuery,
  revisionsSchema,
  type SlugParams,
} from '../../schemas/pages';

function etagOf(page: PageView): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([page.title, page.summary, page.sections, page.updated_at]))
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

const routes: FastifyPluginAsync = (app) => {
  app.get('/prop/pages', { schema: listPagesSchema }, async (_request, reply) => {
    void reply.header('cache-control', `public, max-age=${PAGE_MAX_AGE_SECONDS}`);
    return ok({ data: await listPages(app.db) }, 'Pages');
  });

  app.get<{ Params: SlugParams }>('/prop/pages/:slug', { schema: getPageSchema }, async (request, reply) => {
    assertSlug(request.params.slug);
    const page = await getPage(app.db, request.params.slug);
    const etag = etagOf(page);
    void reply.header('cache-control', `public, max-age=${PAGE_MAX_AGE_SECONDS}`).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    return ok(page, page.title);
  });

  app.put<{ Params: SlugParams; Body: PageEditBody }>(
    '/prop/pages/:slug',
    {
      onRequest: app.requireAuth('admin'),
      schema: editPageSchema,
    },
    async (request) => {
      assertSlug(request.params.slug);
      const { title, summary, sections } = request.body;
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
      const page = await updatePage(
        app.db,
        request.params.slug,
        { title: clean(title), body },
        callerOf(request).id,
      );
      return ok(page, 'Page updated successfully');
    },
  );

  app.get<{ Params: SlugParams; Querystring: RevisionsQuery }>(
    '/prop/pages/:slug/revisions',
    {
      onRequest: app.requireAuth('admin'),
      schema: revisionsSchema,
    },
    async (request) => {
      assertSlug(request.params.slug);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 20;
      const { rows, total } = await listRevisions(app.db, request.params.slug, limit, (page - 1) * limit);
      return ok({ data: rows }, 'Revisions', {
        meta: { page, limit, total, pages: Math.ceil(total / limit) },
      });
    },
  );

  app.post<{ Body: InterestBody }>(
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

  app.get<{ Querystring: InterestQuery }>(
    '/prop/interest',
    {
      onRequest: app.requireAuth('admin'),
      schema: listInterestSchema,
    },
    async (request) => {
      const { interest, q } = request.query;
      const paged = request.query.page !== undefined || request.query.limit !== undefined || q !== undefined;
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 100;
      const { rows, total } = await listInterest(app.db, {
        interest,
        q: q?.trim() || undefined,
        limit,
        offset: (page - 1) * limit,
      });
      const extra = paged ? { meta: { page, limit, total, pages: Math.ceil(total / limit) } } : {};
      return ok({ data: rows, count: total }, 'Interest registrations', extra);
    },
  );
  return Promise.resolve();
};

export default routes;
