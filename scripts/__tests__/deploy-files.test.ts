// Keeps the deployment files honest (Dockerfile, compose.yaml, deploy/Caddyfile, docs/deploy.md): the image follows
// the production path CI proves, the compose file starts things in the right order, and every setting these files
// write is one the server really reads, so renaming a setting without updating them fails here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exampleValues, namesRead, portalEnvNames, ROOT, serverEnvNames } from '../env-names';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Read by the C library or node itself, not by our code (docs/configuration.md, Production settings). */
const RUNTIME = new Set(['MALLOC_ARENA_MAX']);
/** The server's shutdown: SHUTDOWN_GRACE_MS, inside a 10 s cap (server/main.ts); a stop must wait longer. */
const SHUTDOWN_CAP_S = 10;

interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions by stage (continuation lines joined, comments dropped). */
function dockerStages(text: string): { from: string; instructions: Instruction[] }[] {
  const stages: { from: string; instructions: Instruction[] }[] = [];
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  for (const line of lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const [, keyword, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!keyword) continue;
    if (keyword.toUpperCase() === 'FROM') stages.push({ from: args, instructions: [] });
    else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

const dockerfile = dockerStages(read('Dockerfile'));
const runtime = dockerfile.at(-1)!;
const runtimeArgs = (keyword: string) =>
  runtime.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
/** ENV instructions' settings: `ENV A=1 B=2`. */
const runtimeEnv = new Map(
  runtimeArgs('ENV').flatMap((args) =>
    [...args.matchAll(/([A-Z][A-Z0-9_]*)=(\S+)/g)].map((m) => [m[1], m[2]] as const),
  ),
);

interface ComposeService {
  image?: string;
  entrypoint?: string[];
  configs?: { source: string; target: string }[];
  build?: unknown;
  command?: string[];
  restart?: string;
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  networks?: Record<string, { ipv4_address?: string }> | string[];
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  configs?: Record<string, { content?: string }>;
};
const services = compose.services;
/** Services that run this repository's image: the portals and the migrate job. */
const ours = Object.entries(services).filter(([, service]) => service.build !== undefined);
const portals = ours.filter(([name]) => name !== 'migrate');

const deployDoc = read('docs/deploy.md');
/** Settings docs/deploy.md writes in its code blocks: env-file lines (NAME=…) and systemd `Environment=NAME=…`. */
const docSettings = new Set(
  [...deployDoc.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block.split('\n').flatMap((line) => {
      const match = /^\s*(?:Environment=)?([A-Z][A-Z0-9_]*)=/.exec(line);
      return match ? [match[1]] : [];
    }),
  ),
);

describe('Dockerfile', () => {
  it('builds in one stage and runs the built tree on node 24 slim (bookworm) in another', () => {
    expect(dockerfile.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile[0].instructions.some((i) => i.keyword === 'RUN' && /npm run build/.test(i.args))).toBe(
      true,
    );
    // An exact release (tests/server/deploy-images.test.ts checks every image is pinned).
    expect(runtime.from).toMatch(/^node:24\.\d+\.\d+-bookworm-slim\b/);
  });

  it('follows the production path: dist/ and dist-server/, npm ci --omit=dev, node dist-server/main.js', () => {
    const copies = runtimeArgs('COPY').join('\n');
    expect(copies).toMatch(/\/dist\s/);
    expect(copies).toMatch(/\/dist-server\s/);
    expect(copies).toMatch(/package-lock\.json/);
    expect(runtimeArgs('RUN').some((args) => /npm ci --omit=dev/.test(args))).toBe(true);
    expect(runtimeArgs('CMD')).toEqual(['["node", "dist-server/main.js"]']);
    // And CI proves that same path, once its script has landed.
    const ciScript = path.join(ROOT, 'scripts/ci/production-path.sh');
    if (existsSync(ciScript))
      expect(readFileSync(ciScript, 'utf8')).toMatch(/npm ci --omit=dev[\s\S]*dist-server\/main\.js/);
  });

  it('runs as a user without privileges', () => {
    const users = runtimeArgs('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it('checks /clap/health with node (slim has no curl), stops on SIGTERM and serves 8080', () => {
    const [healthcheck] = runtimeArgs('HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD \["node", "-e", .*\/clap\/health/);
    expect(runtimeArgs('STOPSIGNAL')).toEqual(['SIGTERM']);
    expect(runtimeArgs('EXPOSE')).toEqual(['8080']);
  });

  it('sets production and the malloc arenas, and keeps DATA_DIR on a volume', () => {
    expect(runtimeEnv.get('NODE_ENV')).toBe('production');
    expect(runtimeEnv.get('MALLOC_ARENA_MAX')).toBe('2');
    expect(runtimeArgs('VOLUME').join(' ')).toContain(runtimeEnv.get('DATA_DIR'));
  });

  it('takes every portal setting as a build argument (they are read when the portal is built)', () => {
    const buildArgs = dockerfile[0].instructions
      .filter((i) => i.keyword === 'ARG')
      .map((i) => i.args.split('=')[0]);
    const viteNames = [...exampleValues().keys()].filter((name) => name.startsWith('VITE_'));
    expect(buildArgs.sort()).toEqual(viteNames.sort());
  });
});

describe('compose.yaml', () => {
  it('has Caddy, PostgreSQL 16, Redis 7, SeaweedFS and at least two portals', () => {
    expect(services.caddy?.image).toMatch(/^caddy:2\./);
    expect(services.postgres?.image).toMatch(/^postgres:16\./);
    expect(services.redis?.image).toMatch(/^redis:7\./);
    // MinIO's images left Docker Hub in September 2026 (docs/deploy.md, "The uploads store").
    expect(services.seaweedfs?.image).toMatch(/^chrislusf\/seaweedfs:/);
    expect(Object.values(services).some((service) => /minio/i.test(service.image ?? ''))).toBe(false);
    expect(portals.length).toBeGreaterThanOrEqual(2);
  });

  it('starts the portals after the migrate and bucket jobs and once PostgreSQL, Redis and SeaweedFS are healthy', () => {
    expect(services.migrate?.command).toEqual(['node', 'dist-server/cli/migrate.js']);
    expect(services.migrate?.restart).toBe('no');
    expect(services['seaweedfs-init']?.restart).toBe('no');
    expect(services['seaweedfs-init']?.depends_on?.seaweedfs?.condition).toBe('service_healthy');
    for (const [name, portal] of portals) {
      for (const job of ['migrate', 'seaweedfs-init']) {
        expect([name, job, portal.depends_on?.[job]?.condition]).toEqual([
          name,
          job,
          'service_completed_successfully',
        ]);
      }
      for (const dependency of ['postgres', 'redis', 'seaweedfs']) {
        expect([name, dependency, portal.depends_on?.[dependency]?.condition]).toEqual([
          name,
          dependency,
          'service_healthy',
        ]);
      }
      expect(portal.environment?.MIGRATE_ON_START).toBe('false');
    }
  });

  it('gives every long-running service a restart policy and a health check, and the portals time to drain', () => {
    for (const name of ['postgres', 'redis', 'seaweedfs', ...portals.map(([n]) => n)]) {
      expect([name, services[name].restart]).toEqual([name, 'unless-stopped']);
      expect([name, services[name].healthcheck?.test?.length ?? 0]).not.toEqual([name, 0]);
    }
    for (const [, portal] of portals)
      expect(Number.parseInt(portal.stop_grace_period ?? '10s', 10)).toBeGreaterThan(SHUTDOWN_CAP_S);
  });

  it('lets the portals trust exactly the proxy in front of them', () => {
    const networks = services.caddy.networks as Record<string, { ipv4_address?: string }>;
    const caddyAddress = Object.values(networks)[0]?.ipv4_address;
    expect(caddyAddress).toBeTruthy();
    for (const [, portal] of portals) expect(portal.environment?.TRUST_PROXY).toBe(caddyAddress);
  });

  describe("the portals' bucket (UPLOAD_STORE=s3) is the one the store serves, creates and lets them use", () => {
    const store = services.seaweedfs;
    const env = portals[0][1].environment ?? {};
    const storeConfig = store.configs?.find((config) => config.target === '/etc/seaweedfs/s3.json');
    /** The store's s3 config: its accounts and what each may do. */
    const s3Config = JSON.parse(compose.configs?.[storeConfig?.source ?? '']?.content ?? '{}') as {
      identities?: {
        name: string;
        credentials?: { accessKey: string; secretKey: string }[];
        actions: string[];
      }[];
    };
    const account = s3Config.identities?.find((identity) =>
      identity.credentials?.some((c) => c.accessKey === env.S3_ACCESS_KEY_ID),
    );
    const bucketJob = services['seaweedfs-init']?.command?.join(' ') ?? '';

    it('every portal has the same S3 settings', () => {
      const names = [
        'UPLOAD_STORE',
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_BUCKET',
        'S3_FORCE_PATH_STYLE',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ];
      expect(env.UPLOAD_STORE).toBe('s3');
      for (const [name, portal] of portals) {
        expect([name, names.map((setting) => portal.environment?.[setting])]).toEqual([
          name,
          names.map((setting) => env[setting]),
        ]);
      }
    });

    it("S3_ENDPOINT is the store's S3 gateway, path-style (no bucket host names inside compose)", () => {
      const endpoint = new URL(env.S3_ENDPOINT ?? '');
      expect(endpoint.hostname).toBe('seaweedfs');
      const command = store.command ?? [];
      expect(command.slice(0, 1)).toEqual(['server']);
      expect(command).toContain('-s3');
      // The gateway's port: its -s3.port, or SeaweedFS's default 8333.
      const port = command.find((arg) => arg.startsWith('-s3.port='))?.split('=')[1] ?? '8333';
      expect(endpoint.port).toBe(port);
      expect(store.healthcheck?.test?.join(' ')).toContain(`:${port}/healthz`);
      expect(env.S3_FORCE_PATH_STYLE).toBe('true');
    });

    it('the store reads its accounts from the config compose mounts, and the bucket job creates S3_BUCKET', () => {
      expect(store.command).toContain(`-s3.config=${storeConfig?.target}`);
      expect(env.S3_BUCKET).toMatch(/^[a-z0-9][a-z0-9.-]{2,62}$/);
      expect(bucketJob).toContain(`s3.bucket.create -name ${env.S3_BUCKET} -owner ${account?.name}`);
      // It checks the bucket is there at the end: weed shell exits 0 even when a command fails.
      expect(bucketJob).toMatch(/s3\.bucket\.list[\s\S]*&&/);
    });

    it("the portals' key is an account limited to read, write and list in that bucket, with the secret from .env", () => {
      expect(account).toBeDefined();
      expect(account?.actions.sort()).toEqual(
        ['List', 'Read', 'Write'].map((action) => `${action}:${env.S3_BUCKET}`),
      );
      // One variable for both sides, required (compose stops without it); no account without keys (anonymous).
      expect(env.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/);
      expect(account?.credentials?.map((c) => c.secretKey.split(':?')[0])).toEqual([
        '${S3_SECRET_ACCESS_KEY',
      ]);
      expect(s3Config.identities?.filter((identity) => !identity.credentials?.length)).toEqual([]);
    });
  });

  it("points Caddy at every portal, and Caddy's file exists", () => {
    expect(services.caddy.volumes?.some((v) => v.startsWith('./deploy/Caddyfile:'))).toBe(true);
    const upstreams = /reverse_proxy\s+([^{\n]+)/.exec(read('deploy/Caddyfile'))?.[1].trim().split(/\s+/);
    expect(upstreams?.sort()).toEqual(portals.map(([name]) => `${name}:8080`).sort());
  });
});

describe('the settings the deployment files write', () => {
  const serverNames = serverEnvNames();
  const known = (name: string) => serverNames.has(name) || RUNTIME.has(name);
  const unknown = (names: Iterable<string>) => [...names].filter((name) => !known(name));

  it('are all read by the server (Dockerfile ENV, compose environments, docs/deploy.md)', () => {
    // The guide's re-measuring commands set the memory bench's own variables.
    const benchNames = namesRead('scripts/bench', [/process\.env\.([A-Z][A-Z0-9_]+)/g]);
    expect(runtimeEnv.size).toBeGreaterThan(3);
    expect(unknown(runtimeEnv.keys())).toEqual([]);
    const composeNames = new Set(ours.flatMap(([, service]) => Object.keys(service.environment ?? {})));
    expect(composeNames.size).toBeGreaterThan(10);
    expect(unknown(composeNames)).toEqual([]);
    expect(docSettings.size).toBeGreaterThan(10);
    expect(
      unknown([...docSettings].filter((name) => !name.startsWith('VITE_') && !benchNames.has(name))),
    ).toEqual([]);
    const portalNames = portalEnvNames();
    expect([...docSettings].filter((name) => name.startsWith('VITE_') && !portalNames.has(name))).toEqual([]);
  });
});

describe('README', () => {
  it('links the deployment guide', () => {
    expect(read('README.md')).toMatch(/## Deploying[\s\S]*\(docs\/deploy\.md\)/);
  });
});
