// Two server processes on one PostgreSQL database and one Redis (issue 7, section 2): nothing a request needs lives in
// one process's memory. Sessions are rows in the database; rate-limit counters are in Redis under a unique prefix.
// Needs PostgreSQL (HARDENING_PG_URL) and Redis (HARDENING_REDIS_URL, default redis://127.0.0.1:6379). Uploads live in
// one S3-compatible bucket (s3rver), so a file stored through one process is served by the other.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  connectRedis,
  createDatabase,
  freePort,
  json,
  mailedCode,
  REDIS_URL,
  send,
  startServer,
  stopServer,
  tempDir,
  verifiedCreative,
  type ServerProcess,
} from '../server/process-helpers';
import { startS3Server, type S3TestServer } from '../server/s3-server';

const PREFIX = `test-two-process-${randomBytes(4).toString('hex')}:`;
const IP_LIMIT = 6;

const cleanups: (() => Promise<void>)[] = [];
let redis: Redis;
let a: ServerProcess;
let b: ServerProcess;
let c: ServerProcess;
let dataDirs: string[];
let s3: S3TestServer;
let databaseUrl: string;

beforeAll(async () => {
  redis = await connectRedis();
  cleanups.push(async () => {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });
  s3 = await startS3Server();
  cleanups.push(() => s3.stop());
  const database = await createDatabase();
  databaseUrl = database.url;
  const dirs = [await tempDir(), await tempDir(), await tempDir()];
  dataDirs = dirs;
  cleanups.push(async () => {
    await database.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  // Shared APP_SECRET: keyed hashes must agree between processes. A migrates and seeds; B starts on the ready database.
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: PREFIX,
    AUTH_IP_LIMIT: String(IP_LIMIT),
    APP_SECRET: 's'.repeat(48),
    ...s3.env,
  };
  a = await startServer({ ...env, DATA_DIR: dirs[0] });
  cleanups.push(() => stopServer(a));
  b = await startServer({ ...env, DATA_DIR: dirs[1] });
  cleanups.push(() => stopServer(b));
  // C: same database, Redis unreachable (a closed port): requests must still be served (fail open), never 500.
  const deadRedis = `redis://127.0.0.1:${await freePort()}`;
  c = await startServer({ ...env, REDIS_URL: deadRedis, DATA_DIR: dirs[2] });
  cleanups.push(() => stopServer(c));
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const login = (server: ServerProcess, email = ADMIN.email, password = ADMIN.password) =>
  send(`${server.url}/clap/prop/admin-auth/login`, 'POST', { email, password });
const adminList = (server: ServerProcess, token: string) =>
  fetch(`${server.url}/clap/prop/interest?limit=1`, { headers: { authorization: token } });

describe('two processes, one database, one Redis', () => {
  it('a session made by A works on B; logging out on B ends it on A', async () => {
    const res = await login(a);
    expect(res.status).toBe(200);
    const token = (await json(res)).token as string;
    expect((await adminList(b, token)).status).toBe(200);
    expect((await adminList(a, token)).status).toBe(200);

    const out = await fetch(`${b.url}/clap/prop/auth/logout`, {
      method: 'POST',
      headers: { authorization: token },
    });
    expect(out.status).toBe(200);
    expect((await adminList(a, token)).status).toBe(401);
    expect((await adminList(b, token)).status).toBe(401);
  });

  it('a creative signs up through A and enters the mailed code through B', async () => {
    // The code is hashed with the shared APP_SECRET by A and checked by B; the message itself leaves through whichever
    // process's outbox worker claims it (so its .eml file may be under any of the three DATA_DIRs).
    const email = `two-process-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await send(`${a.url}/clap/prop/creative/register`, 'POST', {
      first_name: 'Ada',
      last_name: 'Twice',
      email,
      password: 'Strong#Pass1',
    });
    expect(registered.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-member-access -- loose JSON
    const token = (await json(registered)).data.token as string;
    const code = await mailedCode(dataDirs, email);
    const verified = await send(`${b.url}/clap/prop/creative/otp`, 'POST', { otp: code }, token);
    expect(verified.status).toBe(200);
    // A code hashed with another key would be 400 'Invalid OTP' here.
    expect((await json(verified)).message).toBe('User verified successfully!');
  });

  it('a per-address limit filled through A answers 429 through B on its first call there', async () => {
    // The first test spent one of the IP_LIMIT login calls on A. Unknown e-mails, one each, so the per-account
    // lockout (kept in the database) never fires: only the per-address counter can give 429.
    for (let i = 1; i < IP_LIMIT; i++) {
      const res = await login(a, `nobody-${i}@two-process.local`, 'Wrong#Pass2026');
      expect(res.status).toBe(401);
    }
    const keys = await redis.keys(`${PREFIX}rl:*`);
    expect(keys.length).toBeGreaterThan(0);

    const blocked = await login(b, 'another@two-process.local', 'Wrong#Pass2026');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(blocked)).message).toMatch(/Too many attempts/);
    // The right password does not get through either, on either process.
    expect((await login(b)).status).toBe(429);
    expect((await login(a)).status).toBe(429);
  });

  it('with Redis unreachable a process still serves the limited routes (fail open, no 500) and logs a warning', async () => {
    const res = await login(c);
    expect(res.status).toBe(200);
    const wrong = await login(c, 'nobody@two-process.local', 'Wrong#Pass2026');
    expect(wrong.status).toBe(401);
    expect(c.output()).toMatch(/Redis unavailable|rate-limit counter unavailable/);
  });
});

describe('two processes, one bucket', () => {
  it('an image uploaded through A is served by B, variants included', async () => {
    const { token } = await verifiedCreative(databaseUrl, 'Uploader');
    const image = await sharp({
      create: { width: 700, height: 500, channels: 3, background: { r: 90, g: 20, b: 160 } },
    })
      .png()
      .toBuffer();
    const res = await send(`${a.url}/upload`, 'POST', { type: 'png', file: image.toString('base64') }, token);
    expect(res.status).toBe(200);
    const data = (await json(res)).data as { url: string; bytes: number; variants: { url: string }[] };
    const served = await fetch(`${b.url}${data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(data.bytes);
    for (const variant of data.variants) expect((await fetch(`${b.url}${variant.url}`)).status).toBe(200);
    expect(await s3.keys()).toContain(`public/${data.url.split('/').pop() ?? ''}`);
  });
});
