// Server configuration: read once from the environment, validated at start (a bad value stops the server).
import path from 'node:path';
import { defaultHashConcurrency } from './lib/passwords';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string;
  seedDemo: boolean;
  /** Access-token lifetime in seconds. */
  tokenTtl: number;
  uploadMaxBytes: number;
  trustProxy: boolean;
  /** Public origin used in links inside e-mails (defaults to http://localhost:PORT). */
  publicUrl: string;
  /** Directory of the built portal to serve; unset or missing means API only. */
  staticDir: string;
  /** Secret for keyed hashes (identity numbers); generated per data dir when unset. */
  appSecret: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key this server writes (several deployments or tests may share one Redis). */
  redisPrefix: string;
  logLevel: string;
  /** Rate limits can be relaxed for load tests; never in production. */
  rateLimitEnabled: boolean;
  /** scrypt cost exponent (N = 2^cost); tests lower it to keep suites quick. */
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
  /** scrypt hashes running at once in this process (default: CPUs - 1, at most 3; see lib/passwords.ts). */
  hashConcurrency: number;
  /** Hashes that may wait for a slot; beyond that a request gets 503 with Retry-After at once. */
  hashQueue: number;
}

export class ConfigError extends Error {}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const adminEmail = env.ADMIN_EMAIL || 'admin@creative.local';
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL must be an e-mail address');
  const adminPassword = env.ADMIN_PASSWORD || 'Admin@Portal2026';
  if (adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Creative Portal <no-reply@creative.local>',
    adminEmail: adminEmail.toLowerCase(),
    adminPassword,
    seedDemo: bool(env, 'SEED_DEMO', true),
    tokenTtl: int(env, 'TOKEN_TTL', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    appSecret: env.APP_SECRET || undefined,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: env.REDIS_PREFIX || 'clap:',
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitEnabled: bool(env, 'RATE_LIMIT', true),
    scryptCost: int(env, 'SCRYPT_COST', 17, 10, 20),
    allowedImageHosts: hostList(env, 'ALLOWED_IMAGE_HOSTS'),
    ...identityConfig(env),
    authIpLimit: int(env, 'AUTH_IP_LIMIT', 1000, 1, 1_000_000),
    authIpConcurrency: int(env, 'AUTH_IP_CONCURRENCY', 4, 1, 10_000),
    hashConcurrency: int(env, 'HASH_CONCURRENCY', defaultHashConcurrency(), 1, 64),
    hashQueue: int(env, 'HASH_QUEUE', 8, 0, 10_000),
  };
}

function identityConfig(env: NodeJS.ProcessEnv): Pick<Config, 'identityProvider' | 'identityApiUrl' | 'identityApiKey' | 'identityTimeoutMs'> {
  const provider = (env.IDENTITY_PROVIDER || 'sandbox').toLowerCase();
  if (provider !== 'sandbox' && provider !== 'http') throw new ConfigError('IDENTITY_PROVIDER must be sandbox or http');
  const apiUrl = url(env, 'IDENTITY_API_URL', ['https:', 'http:']);
  if (provider === 'http' && !apiUrl) throw new ConfigError('IDENTITY_API_URL is required when IDENTITY_PROVIDER=http');
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
  const hosts = raw.split(',').map((h) => h.trim().toLowerCase()).filter((h) => h.length > 0);
  for (const host of hosts) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/.test(host)) {
      throw new ConfigError(`${name} must list host names separated by commas, got "${host}"`);
    }
  }
  return hosts;
}
