// Start-up seed, run after the migrations on every start. Idempotent: each part seeds only what is missing,
// in its own transaction: the reference data while its tables are empty, the admin account when no admin with
// ADMIN_EMAIL exists, and the demo content (SEED_DEMO) while there are no posts yet.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { UploadStore } from '../../lib/upload-store';
import type { DB } from '../database';
import { seedAdmin } from './admin';
import { DEMO_LOGINS, seedDemo } from './demo';
import { seedStaticPages } from './pages';
import { seedReference } from './reference';

/** `uploadStore`: where the demo images go (the app's, app.uploadStore). */
export async function seedDatabase(
  db: DB,
  config: Config,
  log: FastifyBaseLogger,
  uploadStore: UploadStore,
): Promise<void> {
  const started = Date.now();

  const reference = await db.transaction().execute((trx) => seedReference(trx));
  if (reference.sectors || reference.states || reference.supportTypes) {
    log.info({ ...reference }, 'seeded reference data');
  }

  const adminCreated = await db.transaction().execute((trx) => seedAdmin(trx, config));
  // The e-mail is configuration, not a secret; the password never goes to the log.
  if (adminCreated) log.info({ email: config.adminEmail }, 'seeded the admin account');

  if (config.seedDemo) {
    const posts = await db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Also skipped when the demo accounts already exist (every post deleted later must not re-run the demo).
    const demoAccount = await db
      .selectFrom('accounts')
      .select('id')
      .where('email', 'in', Object.values(DEMO_LOGINS))
      .executeTakeFirst();
    if (Number(posts.n) === 0 && !demoAccount) {
      const demoStarted = Date.now();
      try {
        const demo = await db.transaction().execute((trx) => seedDemo(trx, config, uploadStore));
        log.info({ ...demo, ms: Date.now() - demoStarted }, 'seeded demo content');
      } catch (error) {
        // Demo content is a convenience: a failure is logged (and rolled back) but does not stop the server.
        log.error({ err: error }, 'could not seed demo content');
      }
    }
  }

  // The ministry's editable pages: the bundled drafts for any page without a row (never overwrites an edit).
  await seedStaticPages(db);

  log.info({ ms: Date.now() - started }, 'seed complete');
}
