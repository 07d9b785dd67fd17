// Real server processes for the hardening tests: `node --import tsx server/main.ts` (or the built bundle, or
// `npm start`) with its own PORT, DATA_DIR and environment, plus fresh PostgreSQL databases. Every process started
// here is stopped by the test that started it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

export const REDIS_URL = process.env.HARDENING_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const PG_BASE = process.env.HARDENING_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN = { email: 'admin@hardening.local', password: 'Admin@Hardening2026' };

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function tempDir(prefix = 'clap-hard-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/** Creates a fresh database on PG_BASE's server; fails with a clear message when PostgreSQL is unreachable. */
export async function createDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `hard_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${PG_BASE} (${String(error)}); start it with: pg_ctlcluster --skip-systemctl-redirect 15 main start`,
      { cause: error },
    );
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_BASE });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code / signal when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill: (signal?: NodeJS.Signals) => void;
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * How the server is started: 'source' runs the TypeScript through tsx (what most tests need: no build first);
 * 'bundle' runs the production build, `node dist-server/main.js` (npm run build first); 'npm-start' runs
 * `npm start`, i.e. the launcher (scripts/launch.mjs), which builds what is stale and then runs the bundle.
 */
export type StartMode = 'source' | 'bundle' | 'npm-start';

const START_COMMANDS: Record<StartMode, [string, string[]]> = {
  source: [process.execPath, ['--import', 'tsx', 'server/main.ts']],
  bundle: [process.execPath, ['--enable-source-maps', 'dist-server/main.js']],
  'npm-start': ['npm', ['start']],
};

export interface StartOptions {
  timeoutMs?: number;
  mode?: StartMode;
  /** The folder to start in (a production install elsewhere); the repository by default. */
  cwd?: string;
}

export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 60_000, mode = 'source', cwd = REPO_ROOT }: StartOptions = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const [command, args] = START_COMMANDS[mode];
  const child = spawn(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SCRYPT_COST: '12',
      ARGON2_MEMORY: '1024',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STATIC_DIR: '/nonexistent',
      // What NODE_ENV=production requires (and harmless otherwise): the server's own loopback origin, and mail to
      // .eml files (mailedCode reads codes there) unless the test brings a relay.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(env.SMTP_URL ? {} : { MAIL_TRANSPORT: 'file' }),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let done = false;
  void exited.then(() => (done = true));
  for (;;) {
    if (done) throw new Error(`server exited during start:\n${log}`);
    try {
      const res = await fetch(`${url}/clap/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, port, child, output: () => log, exited, kill: (signal = 'SIGTERM') => child.kill(signal) };
}

/** Stops a server (SIGTERM, then SIGKILL after 10 s) and waits for it. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests
type Loose = Record<string, any>;
export async function json(res: Response): Promise<Loose> {
  return (await res.json()) as Loose;
}

/** POST/PUT JSON with an optional token. */
export function send(url: string, method: string, body?: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

export async function adminToken(base: string): Promise<string> {
  const res = await send(`${base}/clap/prop/admin-auth/login`, 'POST', ADMIN);
  const body = await json(res);
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token as string;
}

/**
 * The one-time code of the newest mail to `email` in the .eml outboxes (DATA_DIR/mail, no SMTP_URL) of one or more
 * servers: how a process test verifies an account before it may publish.
 */
export async function mailedCode(
  dataDirs: string | string[],
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  // Processes sharing a database share its outbox: whichever claims a message writes it under its own DATA_DIR.
  const dirs = (Array.isArray(dataDirs) ? dataDirs : [dataDirs]).map((dataDir) => path.join(dataDir, 'mail'));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files: string[] = [];
    for (const dir of dirs)
      files.push(
        ...(await readdir(dir).catch(() => [] as string[]))
          .filter((n) => n.endsWith('.eml'))
          .map((n) => path.join(dir, n)),
      );
    // Names start with the time written: newest first across every folder.
    files.sort((x, y) => path.basename(y).localeCompare(path.basename(x)));
    for (const file of files) {
      const raw = await readFile(file, 'utf8');
      if (!new RegExp(`^To:.*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) continue;
      const code = /\b(\d{6})\b/.exec(
        raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n')
          .replace(/=\r?\n/g, ''),
      )?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs a server entry (`server/main.ts`, `server/cli/migrate.ts`) with exactly `env` (plus PATH and HOME) until it exits. */
export async function runToExit(
  env: Record<string, string>,
  script = 'server/main.ts',
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      STATIC_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) =>
    child.on('exit', (exitCode) => resolve(exitCode)),
  );
  clearTimeout(timer);
  return { code, output, ms: Date.now() - started };
}

/** Waits until a server's output matches `pattern` at least `count` times; returns every match. */
export async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  count = 1,
  timeoutMs = 60_000,
): Promise<RegExpMatchArray[]> {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = [...server.output().matchAll(global)];
    if (matches.length >= count) return matches;
    if (Date.now() > deadline)
      throw new Error(
        `expected ${count} x ${pattern} in the server output within ${timeoutMs} ms:\n${server.output()}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** True while a process with this pid exists (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A verified creative with a session, written straight into a shared database (as the server's issueSession does:
 * only the token's SHA-256 is stored), so that no sign-in route (and its per-address counter) is used.
 */
export async function verifiedCreative(
  databaseUrl: string,
  lastName: string,
): Promise<{ id: number; token: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const email = `${lastName.toLowerCase()}-${randomBytes(4).toString('hex')}@process.local`;
    const account = await client.query<{ id: number }>(
      "insert into accounts (kind, email, email_verified_at, is_activated) values ('creative', $1, now(), true) returning id",
      [email],
    );
    const id = account.rows[0].id;
    await client.query(
      "insert into creative_profiles (account_id, first_name, last_name) values ($1, 'Ada', $2)",
      [id, lastName],
    );
    const token = randomBytes(32).toString('hex');
    await client.query(
      "insert into sessions (account_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')",
      [id, createHash('sha256').update(token).digest('hex')],
    );
    return { id, token };
  } finally {
    await client.end();
  }
}

/** A Redis client for a test's own checks; fails with a clear message when Redis is unreachable. */
export async function connectRedis(url = REDIS_URL): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(
      `Redis is not reachable at ${url} (${String(error)}); start it with: redis-server --daemonize yes`,
      { cause: error },
    );
  }
  return client;
}

/** Every process below `pid` (children, grandchildren...), whatever their process group. */
export function descendants(pid: number): number[] {
  let out: string;
  try {
    out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there is none
  }
  const children = out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** True when nothing listens on 127.0.0.1:`port` any more: we can listen on it ourselves. */
export function canListenOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
