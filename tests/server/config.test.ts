// loadConfig's refusals and warnings: TRUST_PROXY (false, a hop count or proxy addresses; never "trust everyone")
// and the production guards (NODE_ENV=production: an admin password of one's own that keeps the password rules, a
// public https origin, a mail relay unless MAIL_TRANSPORT=file says otherwise, one APP_SECRET for a shared database,
// no demo content unless asked for, a warning when mail goes to disk).
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from '../../server/config';

/** The problems loadConfig refuses `env` for (empty when it accepts it). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'Own#Admin-Pass-2026',
  PUBLIC_URL: 'https://portal.example.ng',
  SMTP_URL: 'smtp://mail.internal:25',
  // A real SMS provider (issue 34): the file provider warns in production.
  SMS_PROVIDER: 'termii',
  TERMII_API_KEY: 'termii-key',
  TERMII_SENDER_ID: 'Portal',
};
/** What a production refusal of one setting leaves: the rest of PRODUCTION. */
function without<K extends keyof typeof PRODUCTION>(name: K): Record<string, string> {
  const { [name]: _dropped, ...rest } = PRODUCTION;
  return rest;
}
const SECRET = 'k'.repeat(43);

describe('TRUST_PROXY', () => {
  it('is off by default, and false, 0 or empty keep it off', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const value of ['false', 'FALSE', '0', '', 'no', 'off'])
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy, value).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('takes a comma list of proxy addresses, CIDR ranges and the named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (and its spellings) with a message that says what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      const [message, ...rest] = problems({ TRUST_PROXY: value });
      expect(rest, value).toEqual([]);
      expect(message, value).toMatch(/^TRUST_PROXY=.* would trust every X-Forwarded-For hop/);
      expect(message).toContain('TRUST_PROXY=1');
      expect(message).toContain('TRUST_PROXY=10.0.0.0/8');
    }
  });

  it('refuses bad values: negative or huge hop counts, bad addresses, bad prefixes, empty entries', () => {
    for (const value of [
      '-1',
      '1.5',
      '100',
      'proxy.example.org',
      '10.0.0.0/33',
      '::1/129',
      '300.1.1.1',
      '10.0.0.1,,10.0.0.2',
      '10.0.0.1/abc',
      '*',
    ]) {
      const found = problems({ TRUST_PROXY: value });
      expect(found, value).toHaveLength(1);
      expect(found[0], value).toMatch(/^TRUST_PROXY /);
    }
  });
});

describe('production guards (NODE_ENV=production)', () => {
  it('accepts a production configuration with its own admin password; SEED_DEMO is then off by default', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    // Outside production nothing changes: the demo seeds by default and the documented admin password works.
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({}).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).adminPassword).toBe('Admin@Portal2026');
  });

  it('refuses an unset ADMIN_PASSWORD and the published default', () => {
    expect(problems(without('ADMIN_PASSWORD'))).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD is not set/),
    ]);
    expect(problems({ ...PRODUCTION, ADMIN_PASSWORD: 'Admin@Portal2026' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD is the published default/),
    ]);
  });

  it("refuses an ADMIN_PASSWORD that breaks sign-up's password rules or is a common password (issue 29, L3)", () => {
    // password123: no capital, no symbol, and on the common-password list; each reason is named.
    const [weak, ...rest] = problems({ ...PRODUCTION, ADMIN_PASSWORD: 'password123' });
    expect(rest).toEqual([]);
    expect(weak).toMatch(/^ADMIN_PASSWORD breaks the portal's password rules: /);
    expect(weak).toContain('capital letter');
    expect(weak).toContain('symbol');
    expect(weak).toContain('too common');
    // Capital and symbol but common (the list is compared case-insensitively), too short, no symbol.
    for (const password of ['Password123!', 'P@ssw0rd', 'Welcome@123', 'Ab#1', 'LongButNoSymbol2026']) {
      expect(problems({ ...PRODUCTION, ADMIN_PASSWORD: password }), password).toEqual([
        expect.stringMatching(/^ADMIN_PASSWORD breaks the portal's password rules/),
      ]);
    }
    expect(problems({ ...PRODUCTION, ADMIN_PASSWORD: 'Password123!' })[0]).toContain('too common');
    // Outside production the demo keeps its documented password and only the length is checked.
    expect(problems({ ADMIN_PASSWORD: 'password123' })).toEqual([]);
    expect(problems({ ADMIN_PASSWORD: 'short' })).toEqual(['ADMIN_PASSWORD must be at least 8 characters']);
  });

  it('refuses an unset PUBLIC_URL, naming the setting and what is built from it', () => {
    const [message, ...rest] = problems(without('PUBLIC_URL'));
    expect(rest).toEqual([]);
    expect(message).toMatch(
      /^PUBLIC_URL is not set: .*https origin .*robots\.txt, the sitemap, link previews and mail links/,
    );
    // Outside production it stays optional: http://localhost:PORT.
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
  });

  it('refuses a plain-http PUBLIC_URL unless its host is localhost or a loopback address', () => {
    for (const url of [
      'http://portal.example.ng',
      'http://10.0.0.5:8080',
      'http://192.168.1.10',
      'http://[fd00::1]:8080',
      'http://128.0.0.1',
      'http://localhost.example.ng',
      'http://portal.localhost',
    ]) {
      expect(problems({ ...PRODUCTION, PUBLIC_URL: url }), url).toEqual([
        expect.stringMatching(/^PUBLIC_URL must be an https origin in production, got .*loopback/),
      ]);
    }
    for (const url of [
      'http://localhost:8080',
      'http://127.0.0.1:41234',
      'http://127.8.9.10',
      'http://[::1]:8080',
      'http://LOCALHOST',
    ]) {
      expect(problems({ ...PRODUCTION, PUBLIC_URL: url }), url).toEqual([]);
    }
    // The same addresses are fine outside production.
    expect(problems({ PUBLIC_URL: 'http://portal.example.ng' })).toEqual([]);
  });

  it('accepts an https origin, with or without a port or a trailing slash, and keeps it as an origin', () => {
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://Portal.Example.ng/' }).publicUrl).toBe(
      'https://portal.example.ng',
    );
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://portal.example.ng:8443' }).publicUrl).toBe(
      'https://portal.example.ng:8443',
    );
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://127.0.0.1:8080/' }).publicUrl).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('refuses a PUBLIC_URL that is not an origin, in every environment', () => {
    for (const url of [
      'portal.example.ng',
      'ftp://portal.example.ng',
      'https://portal.example.ng/portal',
      'https://portal.example.ng/?a=1',
      'https://user:pw@portal.example.ng',
      'https://portal.example.ng/#top',
    ]) {
      expect(problems({ PUBLIC_URL: url }), url).toEqual([
        expect.stringMatching(/^PUBLIC_URL must be an http\(s\) origin/),
      ]);
    }
  });

  it('refuses to run without SMTP_URL unless MAIL_TRANSPORT=file says so', () => {
    const [message, ...rest] = problems(without('SMTP_URL'));
    expect(rest).toEqual([]);
    expect(message).toMatch(/^SMTP_URL is not set: production sends mail over SMTP.*MAIL_TRANSPORT=file/);
    expect(loadConfig({ ...without('SMTP_URL'), MAIL_TRANSPORT: 'file' }).mailTransport).toBe('file');
    expect(loadConfig(PRODUCTION).mailTransport).toBe('smtp');
    expect(problems({ ...without('SMTP_URL'), MAIL_TRANSPORT: 'smtp' })).toEqual([
      'MAIL_TRANSPORT=smtp needs SMTP_URL (smtp(s)://user:pass@host:port)',
    ]);
    // A malformed relay address is one problem, not two.
    expect(problems({ ...PRODUCTION, SMTP_URL: 'http://mail.internal' })).toEqual([
      'SMTP_URL must be a smtp: or smtps: URL',
    ]);
  });

  it('MAIL_TRANSPORT: file by default outside production without SMTP_URL, smtp with it; other values refused', () => {
    expect(loadConfig({}).mailTransport).toBe('file');
    expect(loadConfig({ SMTP_URL: 'smtp://mail.internal:25' }).mailTransport).toBe('smtp');
    expect(loadConfig({ SMTP_URL: 'smtp://mail.internal:25', MAIL_TRANSPORT: 'FILE' }).mailTransport).toBe(
      'file',
    );
    expect(problems({ MAIL_TRANSPORT: 'log' })).toEqual(['MAIL_TRANSPORT must be smtp or file, got "log"']);
  });

  it('refuses DATABASE_URL without APP_SECRET (processes would hash codes with different keys), and a short APP_SECRET', () => {
    const databaseUrl = 'postgres://portal@db.internal:5432/portal';
    expect(problems({ ...PRODUCTION, DATABASE_URL: databaseUrl })).toEqual([
      expect.stringMatching(/^APP_SECRET is not set but DATABASE_URL is/),
    ]);
    expect(problems({ ...PRODUCTION, DATABASE_URL: databaseUrl, APP_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^APP_SECRET must be at least 32 characters/),
    ]);
    expect(problems({ ...PRODUCTION, DATABASE_URL: databaseUrl, APP_SECRET: SECRET })).toEqual([]);
    // Without a shared database one process keeps its generated secret under DATA_DIR: allowed.
    expect(problems(PRODUCTION)).toEqual([]);
  });

  it('refuses RATE_LIMIT=false in production', () => {
    expect(problems({ ...PRODUCTION, RATE_LIMIT: 'false' })).toEqual([
      expect.stringMatching(/^RATE_LIMIT=false/),
    ]);
  });

  it('lists every problem at once, not just the first', () => {
    const found = problems({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@db/portal',
      TRUST_PROXY: 'true',
      PORT: 'eighty',
    });
    expect(found).toHaveLength(6);
    expect(found.map((line) => line.split(/[ =]/)[0]).sort()).toEqual([
      'ADMIN_PASSWORD',
      'APP_SECRET',
      'PORT',
      'PUBLIC_URL',
      'SMTP_URL',
      'TRUST_PROXY',
    ]);
  });

  it('warns about explicitly seeded demo content (public passwords) and about mail written to disk (MAIL_TRANSPORT=file)', () => {
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(configWarnings(loadConfig(PRODUCTION))).toEqual([]);
    const warnings = configWarnings(
      loadConfig({ ...without('SMTP_URL'), MAIL_TRANSPORT: 'file', SEED_DEMO: 'true' }),
    );
    expect(warnings).toEqual([
      expect.stringMatching(/^SEED_DEMO=true in production: .*passwords are public/),
      expect.stringMatching(/^MAIL_TRANSPORT=file: no mail leaves .*written to disk/),
    ]);
    expect(configWarnings(loadConfig({ ...PRODUCTION, MAIL_TRANSPORT: 'file' }))).toEqual([
      expect.stringMatching(/SMTP_URL is set but not used/),
    ]);
    // SMS written to disk in production (the default provider): codes included, nothing sent.
    expect(configWarnings(loadConfig({ ...PRODUCTION, SMS_PROVIDER: '' }))).toEqual([
      expect.stringMatching(/^SMS_PROVIDER=file: no SMS leaves this server/),
    ]);
  });
});

describe('processes and connections (WORKERS, DB_MAX_CONNECTIONS, MIGRATE_ON_START)', () => {
  const DATABASE_URL = 'postgres://portal@db.internal:5432/portal';

  it('defaults to one process with a pool of 20 that migrates at start', () => {
    const config = loadConfig({});
    expect([config.workers, config.dbMaxConnections, config.dbPoolSize, config.migrateOnStart]).toEqual([
      1,
      20,
      20,
      true,
    ]);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
  });

  it('refuses WORKERS above 1 on PGlite, with the reason', () => {
    expect(problems({ WORKERS: '2' })).toEqual([
      "WORKERS above 1 needs PostgreSQL (DATABASE_URL): PGlite is one process's database",
    ]);
    expect(problems({ WORKERS: '2', DATABASE_URL })).toEqual([]);
    expect(problems({ WORKERS: '0' })).toEqual([
      expect.stringMatching(/^WORKERS must be a whole number from 1 to 64/),
    ]);
  });

  it('shares the connection budget between the workers: floor(DB_MAX_CONNECTIONS / WORKERS) each, refusing less than 2 each', () => {
    expect(loadConfig({ WORKERS: '4', DATABASE_URL }).dbPoolSize).toBe(5);
    expect(loadConfig({ WORKERS: '3', DB_MAX_CONNECTIONS: '20', DATABASE_URL }).dbPoolSize).toBe(6);
    expect(loadConfig({ WORKERS: '4', DB_MAX_CONNECTIONS: '8', DATABASE_URL }).dbPoolSize).toBe(2);
    expect(problems({ WORKERS: '4', DB_MAX_CONNECTIONS: '7', DATABASE_URL })).toEqual([
      'DB_MAX_CONNECTIONS must be at least 2 x WORKERS (8 for WORKERS=4), got 7',
    ]);
    expect(problems({ DB_MAX_CONNECTIONS: '1' })).toEqual([
      expect.stringMatching(/^DB_MAX_CONNECTIONS must be a whole number from 2/),
    ]);
    expect(problems({ MIGRATE_ON_START: 'later' })).toEqual([
      'MIGRATE_ON_START must be true or false, got "later"',
    ]);
  });
});

describe('UPLOAD_STORE and the S3 settings', () => {
  const S3 = {
    UPLOAD_STORE: 's3',
    S3_BUCKET: 'portal',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is the disk by default, and s3 with a bucket and keys', () => {
    expect(loadConfig({}).uploadStore).toBe('disk');
    const config = loadConfig({
      ...S3,
      S3_PREFIX: 'staging',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.ng/uploads/',
    });
    expect(config.s3).toMatchObject({
      bucket: 'portal',
      region: 'us-east-1',
      prefix: 'staging/',
      forcePathStyle: true,
    });
    expect(config.s3PublicUrl).toBe('https://cdn.example.ng/uploads');
  });

  it('refuses s3 without its bucket or keys, naming what is missing, and refuses bad values', () => {
    expect(problems({ UPLOAD_STORE: 's3' })).toEqual([
      'UPLOAD_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (the bucket and the keys of an account that may read and write it)',
    ]);
    expect(problems({ ...S3, S3_SECRET_ACCESS_KEY: '' })).toEqual([
      expect.stringContaining('needs S3_SECRET_ACCESS_KEY'),
    ]);
    expect(problems({ UPLOAD_STORE: 'ftp' })).toEqual(['UPLOAD_STORE must be disk or s3, got "ftp"']);
    expect(
      problems({
        ...S3,
        S3_ENDPOINT: 'minio:9000',
        S3_PUBLIC_URL: 'ftp://cdn',
        S3_FORCE_PATH_STYLE: 'maybe',
      }),
    ).toHaveLength(3);
    expect(problems({ S3_PUBLIC_URL: 'https://cdn.example.ng/u?x=1' })).toEqual([
      expect.stringMatching(/^S3_PUBLIC_URL must not carry a query/),
    ]);
    expect(problems({ S3_PREFIX: 'a b' })).toEqual([expect.stringMatching(/^S3_PREFIX may hold/)]);
  });
});

describe('METRICS_PORT', () => {
  it('is off when unset or empty, and takes a port of its own', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
  });

  it('refuses a non-port and the public port', () => {
    expect(problems({ METRICS_PORT: 'ninety' })).toEqual([
      expect.stringMatching(/^METRICS_PORT must be a whole number from 1 to 65535/),
    ]);
    expect(problems({ METRICS_PORT: '0' })).toEqual([
      expect.stringMatching(/^METRICS_PORT must be a whole number/),
    ]);
    expect(problems({ PORT: '8080', METRICS_PORT: '8080' })).toEqual([
      expect.stringMatching(/^METRICS_PORT must differ from PORT \(8080\)/),
    ]);
  });
});

describe('PUBLIC_CACHE, PUBLIC_CACHE_MAX_MB', () => {
  it('caches public reads in 32 MB by default; both can be set', () => {
    expect(loadConfig({})).toMatchObject({ publicCache: true, publicCacheMaxMb: 32 });
    expect(loadConfig({ PUBLIC_CACHE: 'false', PUBLIC_CACHE_MAX_MB: '128' })).toMatchObject({
      publicCache: false,
      publicCacheMaxMb: 128,
    });
  });

  it('refuses what is not a switch or a size', () => {
    expect(problems({ PUBLIC_CACHE: 'sometimes' })).toEqual([
      expect.stringMatching(/^PUBLIC_CACHE must be true or false/),
    ]);
    expect(problems({ PUBLIC_CACHE_MAX_MB: '0' })).toEqual([
      expect.stringMatching(/^PUBLIC_CACHE_MAX_MB must be a whole number from 1 to 4096/),
    ]);
    expect(problems({ PUBLIC_CACHE_MAX_MB: 'lots' })).toHaveLength(1);
  });
});

describe('REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, PUBLISH_LIMIT_HOUR, PUBLISH_LIMIT_DAY', () => {
  it('has sane defaults; each can be set', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 30_000,
      uploadTimeoutMs: 180_000,
      keepAliveTimeoutMs: 72_000,
      publishLimitHour: 20,
      publishLimitDay: 100,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '10000',
        UPLOAD_TIMEOUT_MS: '60000',
        PUBLISH_LIMIT_HOUR: '5',
        PUBLISH_LIMIT_DAY: '5',
      }),
    ).toMatchObject({
      requestTimeoutMs: 10_000,
      uploadTimeoutMs: 60_000,
      publishLimitHour: 5,
      publishLimitDay: 5,
    });
  });

  it('refuses an upload budget below the request budget, a day below the hour, and values out of range', () => {
    expect(problems({ REQUEST_TIMEOUT_MS: '60000', UPLOAD_TIMEOUT_MS: '30000' })).toEqual([
      'UPLOAD_TIMEOUT_MS must not be below REQUEST_TIMEOUT_MS',
    ]);
    expect(problems({ PUBLISH_LIMIT_HOUR: '50', PUBLISH_LIMIT_DAY: '40' })).toEqual([
      'PUBLISH_LIMIT_DAY must not be below PUBLISH_LIMIT_HOUR',
    ]);
    expect(problems({ REQUEST_TIMEOUT_MS: '10' })).toEqual([
      expect.stringMatching(/^REQUEST_TIMEOUT_MS must be a whole number from 1000 to 600000/),
    ]);
    expect(problems({ PUBLISH_LIMIT_HOUR: '0' })).toEqual([
      expect.stringMatching(/^PUBLISH_LIMIT_HOUR must be a whole number from 1/),
    ]);
  });
});
