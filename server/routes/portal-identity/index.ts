// The portal identity (issue 31 section 1; docs/identity.md): the public read the footer, chat link and legal pages
// use, and the admin's read, edit and reset. The environment's values (config.portalIdentity) stand until an admin
// stores an edit, which then overrides them field by field; every edit and reset writes an audit entry.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { checkIdentity, type AdminIdentityView } from '../../../contract/portal-identity';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-errors';
import { callerOf } from '../../plugins/auth';
import { PUBLIC_READ } from '../../plugins/public-cache';
import {
  effectiveIdentity,
  getStoredIdentity,
  resetIdentity,
  saveIdentity,
  type StoredIdentity,
} from '../../repositories/portal-identity';
import {
  adminGetIdentitySchema,
  adminPutIdentitySchema,
  adminResetIdentitySchema,
  publicIdentitySchema,
} from '../../schemas/portal-identity';

/** An admin's writes: generous for a screen edited by hand, a bound on a script. */
const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '15 minutes' } } as const;

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const environment = app.config.portalIdentity;
  const adminView = (stored: StoredIdentity | undefined): AdminIdentityView => ({
    identity: effectiveIdentity(environment, stored),
    environment,
    stored: stored !== undefined,
    updated_at: stored ? stored.updated_at.toISOString() : null,
    updated_by: stored?.updated_by ?? null,
  });

  app.get('/prop/public/identity', { schema: publicIdentitySchema, config: PUBLIC_READ }, async () =>
    ok(effectiveIdentity(environment, await getStoredIdentity(app.db)), 'Portal identity'),
  );

  app.get(
    '/prop/admin/identity',
    { onRequest: app.requireAuth('admin'), schema: adminGetIdentitySchema },
    async () => ok(adminView(await getStoredIdentity(app.db)), 'Portal identity'),
  );

  app.put(
    '/prop/admin/identity',
    { onRequest: app.requireAuth('admin'), schema: adminPutIdentitySchema, config: WRITE_LIMIT },
    async (request) => {
      const checked = checkIdentity(request.body);
      if (!checked.ok) {
        throw new HttpError(
          400,
          'The portal identity has fields that are not valid.',
          {},
          {
            problems: checked.problems,
          },
        );
      }
      const before = effectiveIdentity(environment, await getStoredIdentity(app.db));
      const stored = await saveIdentity(app.db, checked.identity, before, callerOf(request).id);
      return ok(adminView(stored), 'Portal identity saved.');
    },
  );

  app.delete(
    '/prop/admin/identity',
    { onRequest: app.requireAuth('admin'), schema: adminResetIdentitySchema, config: WRITE_LIMIT },
    async (request) => {
      await resetIdentity(app.db, callerOf(request).id);
      return ok(adminView(undefined), "The environment's portal identity is in use again.");
    },
  );
  return Promise.resolve();
};

export default routes;
