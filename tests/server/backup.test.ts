// npm run backup / npm run restore as real processes, on PGlite (DATA_DIR) or, under DATABASE_URL, on a PostgreSQL
// database of this file's own: a small real portal (accounts with a password, posts with images, a private file, a
// mailed reset code) is backed up, wiped and restored, and everything is found again; a damaged archive changes
// nothing, and a restore over accounts needs --yes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { seedDatabase } from '../../server/db/seed/index';
import { createDiskUploadStore, type UploadArea, type UploadStore } from '../../server/lib/upload-store';
import { hashPassword, SYSTEM_LANE } from '../../server/lib/passwords';
import { signingKeys } from '../../server/lib/signing-keys';
import type { MailMessage } from '../../server/lib/mail-message';
import { createAccount, createImage } from './builders';
import type { TestContext } from './helpers';
import {
  createDatabase,
  json,
  send,
  startServer,
  stopServer,
  tempDir,
  type ServerProcess,
} from './process-helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const onPostgres = Boolean(process.env.DATABASE_URL);
const PASSWORD = 'Creative#Pass9';

let dataDir: string;
let env: Record<string, string>;
let config: Config;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let archive: string;
let server: ServerProcess | undefined;

/** What the portal held when it was backed up. */
const before = {
  emails: [] as string[],
  posts: [] as { id: number; title: string }[],
  objects: new Map<string, Buffer>(),
  secret: '',
  signingKeys: '',
  creative: '',
  resetCode: '',
};

function run(cli: 'backup' | 'restore', args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${cli}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function storeObjects(store: UploadStore): Promise<Map<string, Buffer>> {
  const objects = new Map<string, Buffer>();
  for (const area of ['public', 'private'] as UploadArea[]) {
    for await (const name of store.list(area)) {
      const object = await store.get(area, name);
      const chunks: Buffer[] = [];
      for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer);
      objects.set(`${area}/${name}`, Buffer.concat(chunks));
    }
  }
  return objects;
}

async function readPortal(): Promise<{ emails: string[]; posts: { id: number; title: string }[] }> {
  const handle = await openDatabase(config);
  try {
    const emails = (await handle.db.selectFrom('accounts').select('email').orderBy('id').execute()).map(
      (row) => row.email,
    );
    const posts = await handle.db.selectFrom('posts').select(['id', 'title']).orderBy('id').execute();
    return { emails, posts };
  } finally {
    await handle.close();
  }
}

/** Seeds a small real portal in-process, then closes it (PGlite allows one process: the CLIs open it next). */
async function seedPortal(): Promise<void> {
  const handle = await openDatabase(config);
  await migrateToLatest(handle.db);
  const mail: MailMessage[] = [];
  const app = await buildApp({
    config,
    database: handle,
    logger: false,
    drainMailBeforeReply: true,
    mailer: { send: (m) => Promise.resolve(void mail.push(m)) },
  });
  await seedDatabase(handle.db, config, app.log, app.uploadStore);
  await app.ready();
  const ctx: TestContext = {
    app,
    database: handle,
    config,
    mail,
    lastCode: (email) => [...mail].reverse().find((m) => m.to === email && m.code)?.code,
    close: () => Promise.resolve(),
  };
  const creative = await createAccount(ctx, { kind: 'creative', profile: { expertise: 'Music' } });
  await handle.db
    .updateTable('accounts')
    .set({ password_hash: await hashPassword(PASSWORD, SYSTEM_LANE, { argon2Memory: 1024, scryptCost: 12 }) })
    .where('id', '=', creative.id)
    .execute();
  const business = await createAccount(ctx, { kind: 'business', profile: { sector: 'Fashion' } });
  for (const [index, author] of [creative, creative, business].entries()) {
    const image = await createImage(ctx, {
      width: 700 + index * 10,
      height: 400,
      format: index === 1 ? 'jpeg' : 'png',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/clap/prop/posts',
      headers: { authorization: author.token },
      payload: {
        title: `Work ${index}`,
        description: 'Made for the backup test',
        link: 'https://example.org/work',
        images: [image.url],
      },
    });
    expect(res.statusCode).toBe(201);
  }
  await app.uploadStore.put(
    'private',
    `${randomBytes(16).toString('hex')}.pdf`,
    Buffer.from('%PDF-1.4 funding document'),
    'application/pdf',
  );
  // A reset code mailed before the backup is stored as a keyed hash: it verifies after the restore only if the key came back.
  expect(
    (
      await app.inject({
        method: 'PUT',
        url: '/clap/prop/creative/reset_ini',
        payload: { email: creative.email },
      })
    ).statusCode,
  ).toBe(200);
  before.creative = creative.email;
  before.resetCode = ctx.lastCode(creative.email) ?? '';
  expect(before.resetCode).toMatch(/^\d{6}$/);
  await app.close();
  await handle.close();
}

beforeAll(async () => {
  dataDir = await tempDir('clap-backup-');
  archive = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);
  if (onPostgres) database = await createDatabase();
  env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@backup.local',
    ADMIN_PASSWORD: 'Admin@Backup2026',
    SEED_DEMO: 'false',
    SCRYPT_COST: '12',
    LOG_LEVEL: 'warn',
    STATIC_DIR: '/nonexistent',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  config = loadConfig(env);
  await seedPortal();
  Object.assign(before, await readPortal());
  before.objects = await storeObjects(createDiskUploadStore(dataDir));
  before.secret = await readFile(path.join(dataDir, 'secret'), 'utf8');
  // The credential signing keys (issue 33), generated on first use as the server would.
  await signingKeys({ signingKeys: undefined, dataDir });
  before.signingKeys = await readFile(path.join(dataDir, 'signing-keys.json'), 'utf8');
}, 180_000);

afterAll(async () => {
  await stopServer(server);
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(archive, { force: true });
  await rm(`${archive}.damaged`, { force: true });
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes one archive, readable only by its owner, holding the database, every upload and the secret', async () => {
    const result = await run('backup', ['--out', archive]);
    expect(result.output).toContain('Backup written');
    expect(result.code).toBe(0);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    expect(before.objects.size).toBeGreaterThanOrEqual(7); // 3 images with their variants, one private file
  }, 120_000);

  it('refuses to restore over a database that holds accounts without --yes, and changes nothing', async () => {
    const result = await run('restore', [archive]);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/already holds \d+ accounts\. A restore replaces everything .* --yes/);
    expect((await readPortal()).emails).toEqual(before.emails);
  }, 120_000);

  it('refuses a damaged archive with a clear message and changes nothing, even with --yes', async () => {
    const bytes = await readFile(archive);
    for (let i = 0; i < 64; i += 1) bytes[Math.floor(bytes.length / 2) + i] ^= 0xff;
    await writeFile(`${archive}.damaged`, bytes);
    // Something the damaged archive would wipe: it must still be there afterwards.
    const handle = await openDatabase(config);
    await handle.db
      .insertInto('accounts')
      .values({
        kind: 'creative',
        email: 'after-backup@test.local',
        password_hash: null,
        is_activated: true,
        approved: false,
      })
      .execute();
    await handle.close();

    const result = await run('restore', [`${archive}.damaged`, '--yes']);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/The restore failed: The archive is damaged/);
    expect((await readPortal()).emails).toEqual([...before.emails, 'after-backup@test.local']);
    expect(await storeObjects(createDiskUploadStore(dataDir))).toEqual(before.objects);
  }, 120_000);

  it('after the portal is wiped, restores every account, post, image and the secret: a login and a pre-backup code work', async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (database) {
      await database.drop();
      database = await createDatabase();
      env.DATABASE_URL = database.url;
      config = loadConfig(env);
    }
    const result = await run('restore', [archive]);
    expect(result.output).toContain('Restored');
    expect(result.code).toBe(0);

    expect(await readPortal()).toEqual({ emails: before.emails, posts: before.posts });
    expect(await storeObjects(createDiskUploadStore(dataDir))).toEqual(before.objects);
    expect(await readFile(path.join(dataDir, 'secret'), 'utf8')).toBe(before.secret);
    // Credentials issued before the backup still verify: the same keys are back.
    expect(await readFile(path.join(dataDir, 'signing-keys.json'), 'utf8')).toBe(before.signingKeys);

    server = await startServer(env);
    const login = await send(`${server.url}/clap/prop/creative/login`, 'POST', {
      email: before.creative,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const reset = await send(`${server.url}/clap/prop/creative/reset_final`, 'PUT', {
      email: before.creative,
      otp: before.resetCode,
      new_password: 'Restored#Pass9',
      confirm_password: 'Restored#Pass9',
    });
    expect((await json(reset)).message).toBe('Password reset successful!');
    const [publicImage] = [...before.objects.keys()].filter((key) => key.startsWith('public/'));
    const served = await fetch(`${server.url}/uploads/${publicImage.slice('public/'.length)}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(before.objects.get(publicImage));
  }, 240_000);
});
