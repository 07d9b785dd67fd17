// Production guards (issue 11, section 5), on the real process: with NODE_ENV=production a bad configuration stops
// the server at start with exit code 1 and one line per problem; a good one starts and says what it warns about.
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/db/seed/demo';
import {
  ADMIN,
  adminToken,
  runToExit,
  send,
  startServer,
  stopServer,
  tempDir,
} from '../server/process-helpers';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('NODE_ENV=production refuses a bad configuration', () => {
  it('exits 1 listing every problem, one line each: missing admin password, PUBLIC_URL and SMTP_URL, TRUST_PROXY=true, shared database without APP_SECRET', async () => {
    const dataDir = await tempDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const result = await runToExit({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/never_opened',
      TRUST_PROXY: 'true',
    });
    console.log(`production guards: exit ${result.code} after ${result.ms} ms:\n${result.output}`);
    expect(result.code).toBe(1);
    const lines = result.output.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^Configuration error: ADMIN_PASSWORD is not set/),
      expect.stringMatching(
        /^Configuration error: TRUST_PROXY=true would trust every X-Forwarded-For hop.*TRUST_PROXY=1/,
      ),
      expect.stringMatching(/^Configuration error: PUBLIC_URL is not set: .*https origin/),
      expect.stringMatching(/^Configuration error: APP_SECRET is not set but DATABASE_URL is/),
      expect.stringMatching(/^Configuration error: SMTP_URL is not set: .*MAIL_TRANSPORT=file/),
      'The server did not start: 5 configuration problems (see above).',
    ]);
  });

  it('exits 1 for a plain-http PUBLIC_URL that is not loopback, and for a common ADMIN_PASSWORD, one line each', async () => {
    const dataDir = await tempDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const result = await runToExit({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'password123',
      PUBLIC_URL: 'http://portal.example.ng',
      MAIL_TRANSPORT: 'file',
    });
    expect(result.code).toBe(1);
    expect(result.output.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Configuration error: ADMIN_PASSWORD breaks the portal's password rules: .*too common/,
      ),
      expect.stringMatching(
        /^Configuration error: PUBLIC_URL must be an https origin in production, got "http:\/\/portal\.example\.ng"/,
      ),
      'The server did not start: 2 configuration problems (see above).',
    ]);
  });

  it('exits 1 for the published default admin password', async () => {
    const dataDir = await tempDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const result = await runToExit({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Admin@Portal2026',
      PUBLIC_URL: 'https://portal.example.ng',
      MAIL_TRANSPORT: 'file',
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^Configuration error: ADMIN_PASSWORD is the published default/m);
  });
});

describe('NODE_ENV=production with good settings', () => {
  it('starts on a loopback PUBLIC_URL with MAIL_TRANSPORT=file, serves, and warns that the seeded demo passwords are public and that mail goes to disk', async () => {
    const dataDir = await tempDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      TRUST_PROXY: '1',
    });
    cleanups.push(() => stopServer(server));
    expect((await fetch(`${server.url}/clap/health`)).status).toBe(200);
    expect(await adminToken(server.url)).toBeTruthy();
    // The demo was seeded because it was asked for: its documented login works.
    const demo = await send(`${server.url}/clap/prop/creative/login`, 'POST', {
      email: DEMO_LOGINS.creative,
      password: DEMO_PASSWORD,
    });
    console.log(`production start: demo login ${demo.status}; output:\n${server.output().slice(0, 2000)}`);
    expect(demo.status).toBe(200);
    expect(server.output()).toMatch(/SEED_DEMO=true in production: .*passwords are public/);
    expect(server.output()).toMatch(/MAIL_TRANSPORT=file: no mail leaves .*written to disk/);
    // The loopback origin is what robots.txt advertises.
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(
      `Sitemap: ${server.url}/sitemap.xml`,
    );
    await stopServer(server);
  });

  it('does not seed the demo by default', async () => {
    const dataDir = await tempDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // SEED_DEMO empty means "the default" (startServer would otherwise pass false).
    const server = await startServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:2',
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '',
    });
    cleanups.push(() => stopServer(server));
    expect(await adminToken(server.url)).toBeTruthy();
    const demo = await send(`${server.url}/clap/prop/creative/login`, 'POST', {
      email: DEMO_LOGINS.creative,
      password: DEMO_PASSWORD,
    });
    expect(demo.status).not.toBe(200);
    expect(server.output()).not.toMatch(/SEED_DEMO|MAIL_TRANSPORT=file/);
    await stopServer(server);
  });
});
