// /clap routes for admins: the admin directory (creatives, businesses, partners), partner approval, blacklisting,
// deletion and the audit log. Every route answers 401 to anonymous callers and 403 to anyone but an admin, checked
// on request (before the body is read or validated). The type provider infers each handler's query, params and body
// from its schema (server/schemas/admin.ts; the audit row: contract/audit.ts): no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { pageMeta, pageWindow } from '../../lib/paging';
import { badRequest, notFound } from '../../lib/http-errors';
import { approvePartner, deleteAccount, setBlacklisted } from '../../repositories/admin';
import { removeAccountFiles } from '../../services/account-files';
import { listAudit } from '../../repositories/audit';
import type { ProfileKind } from '../../../contract/accounts';
import { directoryCounts, listDirectory, listDirectoryPage } from '../../repositories/directory';
import { loadProfile } from '../../repositories/profiles';
import { PROFILE_SCHEMAS, readPaging } from '../../schemas/people';
import {
  ADMIN_UNPAGED_LIMIT,
  adminDeleteSchema,
  adminListSchema,
  adminProfileSchema,
  approveSchema,
  auditSchema,
  blacklistSchema,
  unblacklistSchema,
} from '../../schemas/admin';
import { callerOf } from '../../plugins/auth';

const KINDS: { kind: ProfileKind; path: string }[] = [
  { kind: 'creative', path: 'admin-creative' },
  { kind: 'business', path: 'admin-business' },
  { kind: 'partner', path: 'admin-partner' },
];

// Routes are declared synchronously; the plugin type is async by Fastify's convention.

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const admin = app.requireAuth('admin');
  const actor = (request: FastifyRequest) => callerOf(request).id;

  for (const { kind, path } of KINDS) {
    app.get(`/prop/${path}`, { onRequest: admin, schema: adminListSchema(kind) }, async (request) => {
      const paging = readPaging(request.query);
      const counts = await directoryCounts(app.db, 'admin');
      if (!paging) {
        const rows = await listDirectory(app.db, kind, {
          scope: 'admin',
          limit: ADMIN_UNPAGED_LIMIT,
          offset: 0,
          urls: app.config,
        });
        return ok(rows, 'Users retrieved', { counts });
      }
      const { rows, total } = await listDirectoryPage(app.db, kind, 'admin', paging, counts, app.config);
      return ok(rows, 'Users retrieved', { counts, meta: pageMeta(paging, total) });
    });

    app.get(
      `/prop/${path}/:id`,
      { onRequest: admin, schema: adminProfileSchema(kind, PROFILE_SCHEMAS[kind]) },
      async (request) => {
        const profile = await loadProfile(app.db, kind, request.params.id, 'full', app.config);
        if (!profile) throw notFound('User not found.');
        return ok(profile, 'User retrieved');
      },
    );

    app.delete(
      `/prop/${path}/:id`,
      { onRequest: admin, schema: adminDeleteSchema(kind) },
      async (request) => {
        const { id } = request.params;
        const deleted = await deleteAccount(app.db, {
          kind,
          id,
          actorId: actor(request),
          uploadUrls: app.config,
        });
        if (!deleted) throw notFound('User not found.');
        // Files go after the commit (uploads and private documents): a failed transaction leaves every file in place.
        await removeAccountFiles(app.db, app.uploadStore, deleted, request.log, id);
        return ok(null, 'User deleted successfully');
      },
    );

    const blacklist = async (id: number, actorId: number, blacklisted: boolean) => {
      const found = await setBlacklisted(app.db, { kind, id, actorId, blacklisted });
      if (!found) throw notFound('User not found.');
      return ok(
        null,
        blacklisted ? 'User blacklisted successfully' : 'User removed from blacklist successfully',
      );
    };
    app.patch(
      `/prop/${path}/:id/blacklist`,
      {
        onRequest: admin,
        // A PATCH without a body means "blacklist"; give the schema an object to check.
        preValidation: (request: FastifyRequest, _reply: unknown, done: () => void) => {
          if (request.body === undefined || request.body === null) request.body = {};
          done();
        },
        schema: blacklistSchema(kind),
      },
      (request) => blacklist(request.params.id, actor(request), request.body.blacklisted ?? true),
    );
    app.patch(
      `/prop/${path}/:id/unblacklist`,
      { onRequest: admin, schema: unblacklistSchema(kind) },
      (request) => blacklist(request.params.id, actor(request), false),
    );
  }

  const approve = async (id: number, actorId: number) => {
    const result = await approvePartner(app.db, { id, actorId });
    if (result === 'not-found') throw notFound('User not found.');
    if (result === 'no-industry') throw badRequest('Only a partner with an industry can be approved.');
    return ok(null, 'User approved successfully');
  };
  // The spec's GET approve writes: it shows the partner publicly, so it bumps the public-read cache.
  app.get(
    '/prop/admin-partner/:id/approve',
    { onRequest: admin, schema: approveSchema('GET'), config: { publicWrite: true } },
    (request) => approve(request.params.id, actor(request)),
  );
  app.patch(
    '/prop/admin-partner/:id/approve',
    { onRequest: admin, schema: approveSchema('PATCH') },
    (request) => approve(request.params.id, actor(request)),
  );

  app.get('/prop/admin/audit', { onRequest: admin, schema: auditSchema }, async (request) => {
    const { page = 1, limit = 50, action } = request.query;
    const paging = pageWindow(page, limit);
    const { rows, total } = await listAudit(app.db, { limit, offset: paging.offset, action });
    return ok(rows, 'Audit log retrieved', { meta: pageMeta(paging, total) });
  });
  return Promise.resolve();
};

export default routes;
