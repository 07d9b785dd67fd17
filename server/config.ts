// Server configuration: read once from the environment, validated at start (a bad value stops the server, and every
// problem is reported at once so an operator fixes them in one pass).
import { isIP } from 'node:net';
import path from 'node:path';
import { passwordProblems } from '../contract/password-rules';
import {
  checkIdentity,
  DEMO_IDENTITY,
  EMPTY_IDENTITY,
  IDENTITY_ENV,
  IDENTITY_FIELDS,
  type PortalIdentity,
} from '../contract/portal-identity';
import type { S3StoreOptions } from './lib/s3-upload-store';
import { defaultHashConcurrency } from './lib/passwords';
import { parseSigningKeys } from './lib/signing-keys';

/** The admin password documented in the README and .env.example: fine on a laptop, refused in production. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@Portal2026';

/**
 * Which X-Forwarded-For hops to believe: false (none: the socket address is the client), a number of proxies in
 * front of the server, or the proxies' addresses and CIDR ranges. Never "all": a client would choose its own address.
 */
export type TrustProxy = false | number | string[];

export type MailTransport = 'smtp' | 'file';

export interface Config {
  /** NODE_ENV=production: the guards of loadConfig apply and the demo content is off unless asked for. */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /**
   * How mail leaves: 'smtp' (SMTP_URL) or 'file' (.eml files under DATA_DIR/mail, nothing sent). Default: smtp in
   * production (which then needs SMTP_URL), else smtp when SMTP_URL is set and file otherwise.
   */
  mailTransport: MailTransport;
  mailFrom: string;
  /** SMTP connection, greeting and socket timeouts (ms, at most 10 s): a silent relay is dropped quickly. */
  smtpTimeoutMs: number;
  /** Mail outbox retries: first delay, doubling up to the max, for `mailGiveUpMs`; then the message is failed. */
  mailRetryMinMs: number;
  mailRetryMaxMs: number;
  mailGiveUpMs: number;
  /** How often the mail worker looks for due messages (retries, rows other processes wrote). */
  mailPollMs: number;
  /**
   * Notification mails (issue 34, docs/notifications.md): the local hour (West Africa Time, 0-23) digests go out at,
   * the ISO weekday of the weekly digest (1 Monday ... 7 Sunday), and how often the worker looks for instant mails
   * and due digests.
   */
  digestHour: number;
  digestWeekday: number;
  notificationMailPollMs: number;
  adminEmail: string;
  adminPassword: string;
  seedDemo: boolean;
  /** Access-token lifetime in seconds. */
  tokenTtl: number;
  uploadMaxBytes: number;
  /** Images decoded at once in this process (each holds up to about 100 MB of libvips buffers while it runs). */
  imageConcurrency: number;
  /** Uploads that may wait for an image slot; one more is answered 503 with Retry-After. */
  imageQueue: number;
  trustProxy: TrustProxy;
  /**
   * The portal's public origin (no trailing slash): links in mail, robots.txt, the sitemap, link previews and
   * JSON-LD. Required in production (https, or http on a loopback host); elsewhere http://localhost:PORT by default.
   */
  publicUrl: string;
  /** Directory of the built portal to serve; unset or missing means API only. */
  staticDir: string;
  /** Secret for keyed hashes (identity numbers); generated per data dir when unset. */
  appSecret: string | undefined;
  /** SIGNING_KEYS: the Ed25519 key set (JWKS JSON) that signs credentials; unset = DATA_DIR/signing-keys.json. */
  signingKeys: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key this server writes (several deployments or tests may share one Redis). */
  redisPrefix: string;
  logLevel: string;
  /** Rate limits can be relaxed for load tests; never in production. */
  rateLimitEnabled: boolean;
  /** scrypt cost exponent (N = 2^cost) of new hashes without crypto.argon2 (Node 22); tests lower it to keep suites quick. */
  scryptCost: number;
  /** Hosts (lower case, optional :port) whose image URLs content may reference besides this server's uploads. */
  allowedImageHosts: string[];
  /** Identity (BVN/NIN) verification provider: 'sandbox' (documented test rules) or 'http' (IDENTITY_API_URL). */
  identityProvider: 'sandbox' | 'http';
  identityApiUrl: string | undefined;
  identityApiKey: string | undefined;
  identityTimeoutMs: number;
  /** Per-IP requests per 15 minutes on each login, registration, OTP and reset route (generous: carrier NAT). */
  authIpLimit: number;
  /** Auth requests (login, registration, OTP, reset) one client address may have in flight in this process. */
  authIpConcurrency: number;
  /** Password hashes running at once in this process (default: CPUs - 1, at most 3; see lib/passwords.ts). */
  hashConcurrency: number;
  /** Hashes that may wait for a slot, all lanes together (the longest lane's newest is pushed out for a shorter one). */
  hashQueue: number;
  /** Waiting places per client address and per account key (lib/passwords.ts, FairHashGate). */
  hashLaneQueue: number;
  /** argon2id memory in KiB for new hashes (t = 2, p = 1) where the runtime has crypto.argon2 (19456: OWASP's). */
  argon2Memory: number;
  /** The licence the open data is published under (GET /clap/prop/public/stats, its CSV, /open-data). */
  openDataLicence: { name: string; url: string };
  /** Server processes on this machine (node:cluster); above 1 only on PostgreSQL (docs/scale-out.md). */
  workers: number;
  /** PostgreSQL connections this machine may open in all: each process's pool gets its share (dbPoolSize). */
  dbMaxConnections: number;
  /** This process's pool: floor(DB_MAX_CONNECTIONS / WORKERS), at least 2 (one holds the start-up lock). */
  dbPoolSize: number;
  /** false: the server never migrates and refuses to start while migrations are pending (npm run migrate). */
  migrateOnStart: boolean;
  /** Where uploads live: the disk under DATA_DIR, or an S3-compatible bucket (docs/uploads.md). */
  uploadStore: 'disk' | 's3';
  /** The bucket's settings (UPLOAD_STORE=s3 only). */
  s3: S3StoreOptions | undefined;
  /** Where browsers fetch public uploads (a CDN or the bucket's origin), no trailing slash; unset: /uploads here. */
  s3PublicUrl: string | undefined;
  /** Prometheus metrics at http://127.0.0.1:METRICS_PORT/metrics (server/metrics-server.ts); unset, none are served. */
  metricsPort: number | undefined;
  /** Anonymous public GETs answered from the public-read cache (plugins/public-cache.ts); false for uncached benchmarks. */
  publicCache: boolean;
  /** The public-read cache's bound in this process, in MB (bodies, compressed forms and keys). */
  publicCacheMaxMb: number;
  /** Milliseconds a request (headers and body) may take to arrive, outside the file uploads (docs/auth-abuse.md). */
  requestTimeoutMs: number;
  /** The same for the routes that take a file (/upload, funding documents): a phone photo on a slow network. */
  uploadTimeoutMs: number;
  /** Milliseconds an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** New items (posts, products, tools, opportunities, events, ...) one account may publish per hour and per day. */
  publishLimitHour: number;
  publishLimitDay: number;
  /**
   * The operator's identity from OPERATOR_*, DPO_*, WHATSAPP_NUMBER and SOCIAL_*_URL (docs/identity.md): the
   * Ministry's names, contacts, social links, crest and chat number. An admin's stored edit overrides it field by
   * field. Unset fields are '' (the demo's fictional values when SEED_DEMO is on).
   */
  portalIdentity: PortalIdentity;
}

/** The open data's licence unless OPEN_DATA_LICENCE_NAME / OPEN_DATA_LICENCE_URL say otherwise. */
export const DEFAULT_OPEN_DATA_LICENCE = {
  name: 'Creative Commons Attribution 4.0 (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
};

export class ConfigError extends Error {
  /** One sentence per problem; `message` joins them with line breaks. */
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(list.join('\n'));
    this.problems = list;
  }
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
    return raw;
  } catch {
    throw new ConfigError(`${name} must be a ${protocols.join(' or ')} URL`);
  }
}

/** Reads settings; a refusal is noted in `problems` and the fallback stands in, so that every problem is reported at once. */
function problemCollector(problems: string[]) {
  return <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return fallback;
    }
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const read = problemCollector(problems);
  const production = env.NODE_ENV === 'production';
  const port = read(() => int(env, 'PORT', 8080, 0, 65535), 8080);
  const adminEmail = env.ADMIN_EMAIL || 'admin@creative.local';
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) problems.push('ADMIN_EMAIL must be an e-mail address');
  const adminPassword = env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  if (production && !env.ADMIN_PASSWORD) {
    problems.push(
      "ADMIN_PASSWORD is not set: in production choose the first admin's password yourself (the default is published in the README)",
    );
  } else if (production && adminPassword === DEFAULT_ADMIN_PASSWORD) {
    problems.push('ADMIN_PASSWORD is the published default: choose another password for production');
  } else if (production && passwordProblems(adminPassword).length > 0) {
    // The sign-up rules (contract/password-rules.ts), common-password list included: the admin is the account most
    // worth guessing.
    problems.push(
      `ADMIN_PASSWORD breaks the portal's password rules: ${passwordProblems(adminPassword).join(' ')}`,
    );
  } else if (adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters');
  }
  const config: Config = {
    production,
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: read(() => url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']), undefined),
    smtpUrl: read(() => url(env, 'SMTP_URL', ['smtp:', 'smtps:']), undefined),
    mailTransport: read(() => mailTransport(env, production), 'file'),
    mailFrom: env.MAIL_FROM || 'Creative Portal <no-reply@creative.local>',
    ...read(() => mailConfig(env), {
      smtpTimeoutMs: 10_000,
      mailRetryMinMs: 60_000,
      mailRetryMaxMs: 3_600_000,
      mailGiveUpMs: 86_400_000,
      mailPollMs: 5_000,
    }),
    digestHour: read(() => int(env, 'DIGEST_HOUR', 7, 0, 23), 7),
    digestWeekday: read(() => int(env, 'DIGEST_WEEKDAY', 1, 1, 7), 1),
    notificationMailPollMs: read(
      () => int(env, 'NOTIFICATION_MAIL_POLL_MS', 60_000, 1_000, 3_600_000),
      60_000,
    ),
    adminEmail: adminEmail.toLowerCase(),
    adminPassword,
    // In production demo accounts (whose password is public) appear only when asked for.
    seedDemo: read(() => bool(env, 'SEED_DEMO', !production), false),
    tokenTtl: read(() => int(env, 'TOKEN_TTL', 7 * 24 * 3600, 60, 365 * 24 * 3600), 7 * 24 * 3600),
    uploadMaxBytes: read(
      () => int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
      5 * 1024 * 1024,
    ),
    imageConcurrency: read(() => int(env, 'IMAGE_CONCURRENCY', 2, 1, 64), 2),
    imageQueue: read(() => int(env, 'IMAGE_QUEUE', 10, 0, 10_000), 10),
    trustProxy: read(() => trustProxy(env), false),
    publicUrl: read(() => publicUrl(env, production), undefined) ?? `http://localhost:${port}`,
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    appSecret: env.APP_SECRET || undefined,
    signingKeys: read(() => signingKeysSetting(env), undefined),
    redisUrl: read(() => url(env, 'REDIS_URL', ['redis:', 'rediss:']), undefined),
    redisPrefix: env.REDIS_PREFIX || 'clap:',
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitEnabled: read(() => bool(env, 'RATE_LIMIT', true), true),
    scryptCost: read(() => int(env, 'SCRYPT_COST', 17, 10, 20), 17),
    allowedImageHosts: read(() => hostList(env, 'ALLOWED_IMAGE_HOSTS'), []),
    ...read(() => identityConfig(env), {
      identityProvider: 'sandbox',
      identityApiUrl: undefined,
      identityApiKey: undefined,
      identityTimeoutMs: 10_000,
    }),
    authIpLimit: read(() => int(env, 'AUTH_IP_LIMIT', 1000, 1, 1_000_000), 1000),
    authIpConcurrency: read(() => int(env, 'AUTH_IP_CONCURRENCY', 4, 1, 10_000), 4),
    hashConcurrency: read(
      () => int(env, 'HASH_CONCURRENCY', defaultHashConcurrency(), 1, 64),
      defaultHashConcurrency(),
    ),
    hashQueue: read(() => int(env, 'HASH_QUEUE', 32, 0, 10_000), 32),
    hashLaneQueue: read(() => int(env, 'HASH_LANE_QUEUE', 2, 1, 10_000), 2),
    argon2Memory: read(() => int(env, 'ARGON2_MEMORY', 19_456, 1024, 1_048_576), 19_456),
    openDataLicence: {
      name: env.OPEN_DATA_LICENCE_NAME?.trim() || DEFAULT_OPEN_DATA_LICENCE.name,
      url:
        read(() => url(env, 'OPEN_DATA_LICENCE_URL', ['https:', 'http:']), undefined) ??
        DEFAULT_OPEN_DATA_LICENCE.url,
    },
    ...read(() => processConfig(env), { workers: 1, dbMaxConnections: 20, dbPoolSize: 20 }),
    migrateOnStart: read(() => bool(env, 'MIGRATE_ON_START', true), true),
    ...read(() => uploadStoreConfig(env), { uploadStore: 'disk', s3: undefined, s3PublicUrl: undefined }),
    metricsPort: read(() => metricsPort(env, port), undefined),
    publicCache: read(() => bool(env, 'PUBLIC_CACHE', true), true),
    publicCacheMaxMb: read(() => int(env, 'PUBLIC_CACHE_MAX_MB', 32, 1, 4096), 32),
    ...read(() => timeoutConfig(env), {
      requestTimeoutMs: 30_000,
      uploadTimeoutMs: 180_000,
      keepAliveTimeoutMs: 72_000,
    }),
    ...read(() => publishConfig(env), { publishLimitHour: 20, publishLimitDay: 100 }),
    portalIdentity: EMPTY_IDENTITY,
  };
  config.portalIdentity = read(() => operatorIdentity(env, config.seedDemo), EMPTY_IDENTITY);
  if (config.workers > 1 && !config.databaseUrl) {
    problems.push("WORKERS above 1 needs PostgreSQL (DATABASE_URL): PGlite is one process's database");
  }
  if (production) problems.push(...productionProblems(config, env));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The operator's identity: each environment variable of IDENTITY_ENV over the defaults (the demo's fictional values
 * when the demo is seeded, else nothing), checked by the rule the admin's edit uses (contract/portal-identity.ts).
 */
function operatorIdentity(env: NodeJS.ProcessEnv, demo: boolean): PortalIdentity {
  const values = { ...(demo ? DEMO_IDENTITY : EMPTY_IDENTITY) };
  for (const field of IDENTITY_FIELDS) {
    const raw = env[IDENTITY_ENV[field]];
    if (raw !== undefined && raw.trim() !== '') values[field] = raw;
  }
  const checked = checkIdentity(values, { requireName: false });
  if (checked.ok) return checked.identity;
  throw new ConfigError(
    Object.entries(checked.problems).map(
      ([field, problem]) => `${IDENTITY_ENV[field as keyof typeof IDENTITY_ENV]}: ${problem}`,
    ),
  );
}

/** What production refuses beyond the per-setting checks. */
function productionProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (config.databaseUrl && !config.appSecret) {
    // app-secret.ts would generate a key per DATA_DIR: two processes on one database would then hash codes with
    // different keys, and a code mailed by one would be 'Invalid OTP' on the other.
    problems.push(
      'APP_SECRET is not set but DATABASE_URL is: every server process on a shared database must hash one-time codes and ' +
        'identity numbers with the same key. Set APP_SECRET to 32 or more random characters (e.g. the output of: openssl rand -base64 32)',
    );
  } else if (config.appSecret && config.appSecret.length < 32) {
    problems.push(
      `APP_SECRET must be at least 32 characters in production (it keys the hashes of codes and identity numbers), got ${config.appSecret.length}`,
    );
  }
  if (!config.rateLimitEnabled)
    problems.push(
      'RATE_LIMIT=false turns every rate limit off: it is for load tests only, never in production',
    );
  // (A malformed SMTP_URL has its own line already.)
  if (config.mailTransport === 'smtp' && !env.SMTP_URL) {
    // Without a relay every one-time code would sit on disk (and once went to the log): the operator says so or sets one.
    problems.push(
      'SMTP_URL is not set: production sends mail over SMTP (smtp(s)://user:pass@host:port). To send none and write every ' +
        'message, one-time codes included, to .eml files under DATA_DIR/mail instead, set MAIL_TRANSPORT=file',
    );
  }
  return problems;
}

/** Start-up warnings: settings production accepts but an operator should know about (main.ts logs them). */
export function configWarnings(config: Config): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (config.seedDemo) {
    warnings.push(
      "SEED_DEMO=true in production: the demo accounts' passwords are public (docs/demo-accounts.md), so anyone can sign in as them; use it only on a demonstration server",
    );
  }
  if (config.mailTransport === 'file') {
    warnings.push(
      `MAIL_TRANSPORT=file: no mail leaves this server; every message, one-time codes included, is written to disk under ${path.join(config.dataDir, 'mail')}` +
        (config.smtpUrl ? ' (SMTP_URL is set but not used)' : ''),
    );
  }
  return warnings;
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_PROXY_HOPS = 10;

/** TRUST_PROXY: false, a hop count, or a comma list of addresses, CIDR ranges and proxy-addr's named ranges. */
function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || /^(0+|false|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} would trust every X-Forwarded-For hop, so any client could choose its own address and escape every per-IP limit. ` +
        'Write the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses ' +
        '(TRUST_PROXY=10.0.0.0/8,127.0.0.1), or TRUST_PROXY=false when clients connect directly',
    );
  }
  const expected = `false, a hop count from 1 to ${MAX_PROXY_HOPS}, or a comma list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)`;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_PROXY_HOPS) throw new ConfigError(`TRUST_PROXY must be ${expected}, got "${raw}"`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim().toLowerCase());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) throw new ConfigError(`TRUST_PROXY must be ${expected}, got "${entry}"`);
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** MAIL_TRANSPORT: smtp or file; unset, smtp in production or with SMTP_URL, else file (a laptop needs no relay). */
function mailTransport(env: NodeJS.ProcessEnv, production: boolean): MailTransport {
  const raw = (env.MAIL_TRANSPORT ?? '').trim().toLowerCase();
  if (raw === '') return production || env.SMTP_URL ? 'smtp' : 'file';
  if (raw !== 'smtp' && raw !== 'file')
    throw new ConfigError(`MAIL_TRANSPORT must be smtp or file, got "${env.MAIL_TRANSPORT}"`);
  if (raw === 'smtp' && !env.SMTP_URL)
    throw new ConfigError('MAIL_TRANSPORT=smtp needs SMTP_URL (smtp(s)://user:pass@host:port)');
  return raw;
}

/** True for localhost and loopback addresses (127.0.0.0/8, ::1): the only hosts production may name over plain http. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1';
  return false;
}

/** SIGNING_KEYS: a JWK Set of Ed25519 keys, the first with its private part (lib/signing-keys.ts checks it). */
function signingKeysSetting(env: NodeJS.ProcessEnv): string | undefined {
  const raw = (env.SIGNING_KEYS ?? '').trim();
  if (!raw) return undefined;
  try {
    parseSigningKeys(raw);
  } catch (error) {
    throw new ConfigError(`SIGNING_KEYS is not usable: ${(error as Error).message}`);
  }
  return raw;
}

/**
 * PUBLIC_URL: an http(s) origin (scheme, host, optional port; no path, query or user). Production requires it, and
 * https unless the host is loopback: robots.txt, the sitemap, link previews and mail links are built from it.
 */
function publicUrl(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const raw = (env.PUBLIC_URL ?? '').trim();
  const example = 'e.g. PUBLIC_URL=https://portal.example.gov.ng';
  if (raw === '') {
    if (!production) return undefined;
    throw new ConfigError(
      `PUBLIC_URL is not set: in production set the portal's public https origin (${example}); robots.txt, the sitemap, link previews and mail links are built from it`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) origin (${example}), got "${raw}"`);
  }
  if (
    (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') ||
    parsed.username ||
    parsed.password ||
    parsed.search ||
    parsed.hash ||
    parsed.pathname !== '/' ||
    raw.endsWith('?') ||
    raw.endsWith('#')
  ) {
    throw new ConfigError(
      `PUBLIC_URL must be an http(s) origin with no path, query or user (${example}), got "${raw}"`,
    );
  }
  if (production && parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) {
    throw new ConfigError(
      `PUBLIC_URL must be an https origin in production, got "${raw}": plain http is allowed only for localhost or a loopback address (127.0.0.1, ::1)`,
    );
  }
  return parsed.origin;
}

function mailConfig(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'smtpTimeoutMs' | 'mailRetryMinMs' | 'mailRetryMaxMs' | 'mailGiveUpMs' | 'mailPollMs'> {
  const mailRetryMinMs = int(env, 'MAIL_RETRY_MIN_MS', 60_000, 10, 3_600_000);
  const mailRetryMaxMs = int(env, 'MAIL_RETRY_MAX_MS', 3_600_000, 10, 86_400_000);
  if (mailRetryMaxMs < mailRetryMinMs)
    throw new ConfigError('MAIL_RETRY_MAX_MS must not be below MAIL_RETRY_MIN_MS');
  return {
    smtpTimeoutMs: int(env, 'SMTP_TIMEOUT_MS', 10_000, 100, 10_000),
    mailRetryMinMs,
    mailRetryMaxMs,
    mailGiveUpMs: int(env, 'MAIL_GIVE_UP_MS', 86_400_000, 100, 7 * 86_400_000),
    mailPollMs: int(env, 'MAIL_POLL_MS', 5_000, 10, 600_000),
  };
}

function identityConfig(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'identityProvider' | 'identityApiUrl' | 'identityApiKey' | 'identityTimeoutMs'> {
  const provider = (env.IDENTITY_PROVIDER || 'sandbox').toLowerCase();
  if (provider !== 'sandbox' && provider !== 'http')
    throw new ConfigError('IDENTITY_PROVIDER must be sandbox or http');
  const apiUrl = url(env, 'IDENTITY_API_URL', ['https:', 'http:']);
  if (provider === 'http' && !apiUrl)
    throw new ConfigError('IDENTITY_API_URL is required when IDENTITY_PROVIDER=http');
  return {
    identityProvider: provider,
    identityApiUrl: apiUrl,
    identityApiKey: env.IDENTITY_API_KEY || undefined,
    identityTimeoutMs: int(env, 'IDENTITY_TIMEOUT_MS', 10_000, 100, 120_000),
  };
}

/** A comma-separated list of host names (optionally with :port), e.g. "res.cloudinary.com,cdn.example.org". */
function hostList(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return [];
  const hosts = raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h.length > 0);
  for (const host of hosts) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/.test(host)) {
      throw new ConfigError(`${name} must list host names separated by commas, got "${host}"`);
    }
  }
  return hosts;
}

/** WORKERS and DB_MAX_CONNECTIONS: the connection budget is the machine's, shared out between its processes. */
function processConfig(env: NodeJS.ProcessEnv): Pick<Config, 'workers' | 'dbMaxConnections' | 'dbPoolSize'> {
  const workers = int(env, 'WORKERS', 1, 1, 64);
  const dbMaxConnections = int(env, 'DB_MAX_CONNECTIONS', 20, 2, 10_000);
  if (dbMaxConnections < 2 * workers) {
    // Each process needs two: one holds the start-up lock while the other migrates or seeds (db/startup-lock.ts).
    throw new ConfigError(
      `DB_MAX_CONNECTIONS must be at least 2 x WORKERS (${2 * workers} for WORKERS=${workers}), got ${dbMaxConnections}`,
    );
  }
  return { workers, dbMaxConnections, dbPoolSize: Math.floor(dbMaxConnections / workers) };
}

/** UPLOAD_STORE and the S3_* settings: an s3 store without its bucket or keys is refused at start, not at first upload. */
function uploadStoreConfig(env: NodeJS.ProcessEnv): Pick<Config, 'uploadStore' | 's3' | 's3PublicUrl'> {
  const kind = (env.UPLOAD_STORE || 'disk').toLowerCase();
  if (kind !== 'disk' && kind !== 's3')
    throw new ConfigError(`UPLOAD_STORE must be disk or s3, got "${env.UPLOAD_STORE}"`);
  const problems: string[] = [];
  const read = problemCollector(problems);
  const s3PublicUrl = read(() => url(env, 'S3_PUBLIC_URL', ['https:', 'http:']), undefined)?.replace(
    /\/+$/,
    '',
  );
  if (s3PublicUrl && /[?#]/.test(s3PublicUrl))
    problems.push('S3_PUBLIC_URL must not carry a query or fragment: object names are appended to it');
  const endpoint = read(() => url(env, 'S3_ENDPOINT', ['https:', 'http:']), undefined);
  const forcePathStyle = read(() => bool(env, 'S3_FORCE_PATH_STYLE', false), false);
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  if (prefix && !/^[A-Za-z0-9._\-/]+$/.test(prefix))
    problems.push(`S3_PREFIX may hold letters, digits, '.', '_', '-' and '/' only, got "${prefix}"`);
  let s3: S3StoreOptions | undefined;
  if (kind === 's3') {
    const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
      (name) => !env[name]?.trim(),
    );
    if (missing.length > 0)
      problems.push(
        `UPLOAD_STORE=s3 needs ${missing.join(', ')} (the bucket and the keys of an account that may read and write it)`,
      );
    s3 = {
      bucket: env.S3_BUCKET?.trim() ?? '',
      // R2 takes 'auto'; MinIO and s3rver accept any region.
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      accessKeyId: env.S3_ACCESS_KEY_ID?.trim() ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle,
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { uploadStore: kind, s3, s3PublicUrl };
}

/** REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS: an upload may never have less time than a form. */
function timeoutConfig(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'requestTimeoutMs' | 'uploadTimeoutMs' | 'keepAliveTimeoutMs'> {
  const requestTimeoutMs = int(env, 'REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000);
  const uploadTimeoutMs = int(env, 'UPLOAD_TIMEOUT_MS', 180_000, 1_000, 3_600_000);
  if (uploadTimeoutMs < requestTimeoutMs)
    throw new ConfigError('UPLOAD_TIMEOUT_MS must not be below REQUEST_TIMEOUT_MS');
  return {
    requestTimeoutMs,
    uploadTimeoutMs,
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 1_000, 600_000),
  };
}

/** PUBLISH_LIMIT_HOUR and PUBLISH_LIMIT_DAY: the day's allowance holds at least the hour's. */
function publishConfig(env: NodeJS.ProcessEnv): Pick<Config, 'publishLimitHour' | 'publishLimitDay'> {
  const publishLimitHour = int(env, 'PUBLISH_LIMIT_HOUR', 20, 1, 100_000);
  const publishLimitDay = int(env, 'PUBLISH_LIMIT_DAY', 100, 1, 1_000_000);
  if (publishLimitDay < publishLimitHour)
    throw new ConfigError('PUBLISH_LIMIT_DAY must not be below PUBLISH_LIMIT_HOUR');
  return { publishLimitHour, publishLimitDay };
}

/** METRICS_PORT: unset (no metrics served) or a port of its own, never the public one. */
function metricsPort(env: NodeJS.ProcessEnv, publicPort: number): number | undefined {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT.trim() === '') return undefined;
  const value = int(env, 'METRICS_PORT', 0, 1, 65535);
  if (value === publicPort)
    throw new ConfigError(
      `METRICS_PORT must differ from PORT (${publicPort}): metrics are served on 127.0.0.1 only, apart from the public app`,
    );
  return value;
}
