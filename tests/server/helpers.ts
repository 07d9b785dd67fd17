// Builds the real app on a real, migrated database for app.inject tests. PGlite (in memory) by default;
// PostgreSQL when DATABASE_URL is set, in a fresh database per test file so files can run in parallel.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database';
import { seedDatabase } from '../../server/db/seed/index';
import { messageCode, UNKNOWN_CODE } from '../../server/i18n/registry';
import type { MailMessage } from '../../server/lib/mail-message';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Every message the app sent, newest last. */
  mail: MailMessage[];
  /** The latest one-time code mailed to `email`. */
  lastCode: (email: string) => string | undefined;
  close: () => Promise<void>;
}

export interface TestOptions {
  env?: Record<string, string>;
  /** Seed demo content too (slower); reference data and the admin are always seeded. */
  seedDemo?: boolean;
  /** Use the real mail transport (the .eml outbox under DATA_DIR/mail unless SMTP_URL is set): `mail` stays empty. */
  realMail?: boolean;
  /**
   * Leave mail to the outbox worker, as in production. By default every answer waits until the outbox has drained,
   * so `mail` and `lastCode` hold a message as soon as the request that wrote it has answered.
   */
  backgroundMail?: boolean;
  /**
   * Shed requests under load as production does (observability tests). Off by default: a test file's own heavy
   * synchronous work (PGlite runs on the test's thread) must not turn the next request into a 503.
   */
  loadShedding?: boolean;
  /** Run the notification fan-out worker in the background, as in production (off: tests call runPendingFanouts). */
  notificationWorker?: boolean;
  /** Turn the logger on and send its lines here (redaction tests). */
  logStream?: { write: (line: string) => unknown };
}

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin@Test2026' };

async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestContext(options: TestOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clap-test-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    SCRYPT_COST: '12',
    ARGON2_MEMORY: '1024',
    STATIC_DIR: path.join(dataDir, 'no-portal'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const database = await openDatabase(config, { inMemory: !databaseUrl });
  await migrateToLatest(database.db);
  const mail: MailMessage[] = [];
  const app = await buildApp({
    config,
    database,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    loadShedding: options.loadShedding ?? false,
    drainMailBeforeReply: !options.backgroundMail,
    notificationWorker: options.notificationWorker ?? false,
    mailer: options.realMail
      ? undefined
      : {
          send: (message) => {
            mail.push(message);
            return Promise.resolve();
          },
        },
  });
  await seedDatabase(database.db, config, app.log, app.uploadStore);
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    lastCode: (email) =>
      [...mail].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase() && m.code)?.code,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The parsed JSON body of an inject response. */
export function body<T = { status: boolean; message: string; data?: unknown }>(
  response: LightMyRequestResponse,
): T {
  return response.json<T>();
}

/** An envelope as the server sends it: with the code of its English message (server/i18n, issue 17). */
export function coded<T extends { message?: string | undefined }>(envelope: T): T & { code: string } {
  return { ...envelope, code: messageCode(envelope.message ?? '')?.code ?? UNKNOWN_CODE };
}
