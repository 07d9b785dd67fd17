// Editable static pages and interest registrations: extensions beyond spec section 7 (issue 6). Public reads,
// admin writes; every page change is recorded in page_revisions and audit_log. Bodies are structured plain text
// (headed sections of paragraphs and list items), never HTML.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { INTEREST_KINDS, listInterest, registerInterest, type InterestKind } from '../../repositories/interest';
import { getPage, listPages, listRevisions, updatePage, type PageView } from '../../repositories/pages';
import { isPageSlug, PAGE_LIMITS, PAGE_SLUGS, type PageSlug } from '../../../contract/page-drafts';
import { envelopeSchema, errorSchema, ok, pageMetaSchema } from '../../lib/envelope';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-errors';
import type { PageBody } from '../../db/tables';
import { callerOf } from '../../plugins/auth';

/** Short public caching: visitors see an admin's edit within this many seconds; ETag revalidates cheaply. */
export const PAGE_MAX_AGE_SECONDS = 30;

const EXT = 'extension: not part of the spec\'s API (issue 6).';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

const sectionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['heading', 'paragraphs'],
  properties: {
    heading: text(PAGE_LIMITS.headingMax),
    paragraphs: { type: 'array', maxItems: PAGE_LIMITS.paragraphsPerSectionMax, items: text(PAGE_LIMITS.paragraphMax) },
    items: { type: 'array', maxItems: PAGE_LIMITS.itemsPerSectionMax, items: text(PAGE_LIMITS.itemMax) },
  },
} as const;

const pageSchema = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    title: { type: 'string' },
    summary: { type: ['string', 'null'] },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          heading: { type: 'string' },
          paragraphs: { type: 'array', items: { type: 'string' } },
          items: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    updated_at: { type: ['string', 'null'] },
    updated_by: { type: ['integer', 'null'] },
  },
} as const;

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', maxLength: 64, description: PAGE_SLUGS.join(', ') } },
} as const;

const pagingQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  limit: { type: 'integer', minimum: 1, maximum: 100 },
} as const;

function etagOf(page: PageView): string {
  const hash = createHash('sha256').update(JSON.stringify([page.title, page.summary, page.sections, page.updated_at])).digest('base64url');
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
  app.get(
    '/prop/pages',
    {
      schema: {
        tags: ['pages'],
        summary: 'List the editable static pages',
        description: `${EXT} Slugs and titles of the static pages (vision-mission, eight-point-plan, about, privacy, terms, faq, funding, license).`,
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: { type: 'object', properties: { slug: { type: 'string' }, title: { type: 'string' }, updated_at: { type: ['string', 'null'] } } },
              },
            },
          }),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', `public, max-age=${PAGE_MAX_AGE_SECONDS}`);
      return ok({ data: await listPages(app.db) }, 'Pages');
    },
  );

  app.get<{ Params: { slug: PageSlug } }>(
    '/prop/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'Read a static page',
        description:
          `${EXT} Public. The page as plain-text sections: { slug, title, summary, sections: [{ heading, paragraphs[], items? }], updated_at, updated_by }. ` +
          `Cached for ${PAGE_MAX_AGE_SECONDS} s with an ETag; send If-None-Match to get 304 when unchanged.`,
        params: slugParams,
        response: { 200: envelopeSchema(pageSchema), 304: { type: 'null' }, 404: errorSchema },
      },
    },
    async (request, reply) => {
      assertSlug(request.params.slug);
      const page = await getPage(app.db, request.params.slug);
      const etag = etagOf(page);
      void reply.header('cache-control', `public, max-age=${PAGE_MAX_AGE_SECONDS}`).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).send();
      }
      return ok(page, page.title);
    },
  );

  app.put<{ Params: { slug: PageSlug }; Body: { title: string; summary?: string | null; sections: PageBody['sections'] } }>(
    '/prop/pages/:slug',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags: ['pages'],
        summary: 'Edit a static page (admin)',
        description:
          `${EXT} Admin only. Replaces the page's title, summary and sections (at most ${PAGE_LIMITS.sectionsMax} sections; headings up to ` +
          `${PAGE_LIMITS.headingMax} characters, paragraphs up to ${PAGE_LIMITS.paragraphMax}). Plain text only: it is always rendered as text. ` +
          'Records a revision and an audit entry.',
        security: [{ token: [] }],
        params: slugParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'sections'],
          properties: {
            title: text(PAGE_LIMITS.titleMax),
            summary: { type: ['string', 'null'], maxLength: PAGE_LIMITS.summaryMax },
            sections: { type: 'array', minItems: 1, maxItems: PAGE_LIMITS.sectionsMax, items: sectionSchema },
          },
        },
        response: { 200: envelopeSchema(pageSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      assertSlug(request.params.slug);
      const { title, summary, sections } = request.body;
      const clean = (value: string) => value.replace(/\r\n?/g, '\n').trim();
      const cleanSections = sections.map((section) => {
        const out: PageBody['sections'][number] = { heading: clean(section.heading), paragraphs: section.paragraphs.map(clean) };
        if (section.items && section.items.length > 0) out.items = section.items.map(clean);
        return out;
      });
      if (cleanSections.some((section) => section.paragraphs.length === 0 && !section.items)) {
        throw badRequest('Each section needs at least one paragraph or list item.');
      }
      const body: PageBody = { sections: cleanSections };
      const trimmedSummary = summary ? clean(summary) : '';
      if (trimmedSummary) body.summary = trimmedSummary;
      const page = await updatePage(app.db, request.params.slug, { title: clean(title), body }, callerOf(request).id);
      return ok(page, 'Page updated successfully');
    },
  );

  app.get<{ Params: { slug: PageSlug }; Querystring: { page?: number; limit?: number } }>(
    '/prop/pages/:slug/revisions',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags: ['pages'],
        summary: 'Revision history of a static page (admin)',
        description: `${EXT} Admin only. Newest first: { id, slug, editor_id, editor_email, created_at, previous, next } where previous/next are { title, body }. Default 20 per page.`,
        security: [{ token: [] }],
        params: slugParams,
        querystring: { type: 'object', additionalProperties: false, properties: pagingQuery },
        response: {
          200: envelopeSchema(
            { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } } },
            { meta: pageMetaSchema },
          ),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      assertSlug(request.params.slug);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 20;
      const { rows, total } = await listRevisions(app.db, request.params.slug, limit, (page - 1) * limit);
      return ok({ data: rows }, 'Revisions', { meta: { page, limit, total, pages: Math.ceil(total / limit) } });
    },
  );

  app.post<{ Body: { name: string; email: string; phone?: string | null; interest: InterestKind; message?: string | null } }>(
    '/prop/interest',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['interest'],
        summary: 'Register interest in a coming service',
        description:
          `${EXT} Public. Stores { name, email, phone?, interest: 'ip-securitization', message? }; one registration per e-mail and interest ` +
          '(a repeat updates it and answers the same). Rate-limited per IP (30 per 15 minutes) and per e-mail (5 per hour).',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'email', 'interest'],
          properties: {
            name: text(200),
            email: { type: 'string', format: 'email', maxLength: 254 },
            phone: { anyOf: [{ type: 'string', maxLength: 30, pattern: '^$|^[+0-9 ()-]{7,30}$' }, { type: 'null' }] },
            interest: { type: 'string', enum: [...INTEREST_KINDS] },
            message: { type: ['string', 'null'], maxLength: 2000 },
          },
        },
        response: {
          200: envelopeSchema({ type: 'object', properties: { interest: { type: 'string' } } }),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const { name, email, phone, interest, message } = request.body;
      const result = await registerInterest(
        app.db,
        { name: name.trim(), email: email.trim(), phone: phone?.trim() || null, interest, message: message?.trim() || null },
        app.config.rateLimitEnabled,
      );
      if (!result.ok) throw tooManyRequests(result.retryAfter);
      // The same answer for a first and a repeat registration: nobody learns whether an e-mail was already here.
      return ok({ interest }, 'Thank you. We will let you know when it opens.');
    },
  );

  app.get<{ Querystring: { interest?: string; page?: number; limit?: number; q?: string } }>(
    '/prop/interest',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags: ['interest'],
        summary: 'List interest registrations (admin)',
        description: `${EXT} Admin only. { data: { data: [{ id, name, email, phone, interest, message, submissions, created_at, updated_at }], count } }, newest first; optional interest, q (name or e-mail), page and limit (default 100).`,
        security: [{ token: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pagingQuery, interest: { type: 'string', enum: [...INTEREST_KINDS] }, q: { type: 'string', maxLength: 100 } },
        },
        response: {
          200: envelopeSchema(
            {
              type: 'object',
              properties: {
                data: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'integer' },
                      name: { type: 'string' },
                      email: { type: 'string' },
                      phone: { type: ['string', 'null'] },
                      interest: { type: 'string' },
                      message: { type: ['string', 'null'] },
                      submissions: { type: 'integer' },
                      created_at: { type: 'string' },
                      updated_at: { type: 'string' },
                    },
                  },
                },
                count: { type: 'integer' },
              },
            },
            { meta: pageMetaSchema },
          ),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const { interest, q } = request.query;
      const paged = request.query.page !== undefined || request.query.limit !== undefined || q !== undefined;
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 100;
      const { rows, total } = await listInterest(app.db, { interest, q: q?.trim() || undefined, limit, offset: (page - 1) * limit });
      const extra = paged ? { meta: { page, limit, total, pages: Math.ceil(total / limit) } } : {};
      return ok({ data: rows, count: total }, 'Interest registrations', extra);
    },
  );
  return Promise.resolve();
};

export default routes;
