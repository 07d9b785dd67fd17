// The checks of CI's production path (scripts/ci/production-path.sh): `node scripts/ci/production-path-check.ts <dir>`
// starts `NODE_ENV=production node dist-server/main.js` in <dir>, a production install (npm ci --omit=dev over the
// built tree), on a fresh PGlite DATA_DIR with the demo seed, checks what an operator would look at first, sends
// SIGTERM and expects a clean exit; then the same through `npm start` (the launcher) on the same DATA_DIR. Prints
// one line per check; exits 1 at the first failure.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  ADMIN,
  adminToken,
  freePort,
  json,
  send,
  startServer,
  stopServer,
  tempDir,
  type ServerProcess,
} from '../../tests/server/process-helpers';

const installDir = process.argv[2];
if (!installDir)
  throw new Error('usage: node --import tsx scripts/ci/production-path-check.ts <production install folder>');

function check(what: string, ok: boolean, detail = '') {
  if (!ok) throw new Error(`FAIL: ${what}${detail ? ` (${detail})` : ''}`);
  console.log(`  ok: ${what}`);
}

async function get(url: string): Promise<{ status: number; type: string; body: string }> {
  const res = await fetch(url, { redirect: 'follow' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

async function checkServer(server: ServerProcess, dataDir: string) {
  const base = server.url;
  const health = await get(`${base}/clap/health`);
  check(
    'GET /clap/health answers 200 on PGlite',
    health.status === 200 && health.body.includes('"engine":"pglite"'),
    health.body,
  );

  const portal = await get(`${base}/`);
  check(
    'GET / answers the portal (HTML loading its built script)',
    portal.status === 200 &&
      portal.type.startsWith('text/html') &&
      /<script[^>]+src="\/assets\/[^"]+\.js"/.test(portal.body),
    `${portal.status} ${portal.type}`,
  );

  const robots = await get(`${base}/robots.txt`);
  check(
    'robots.txt names the sitemap on PUBLIC_URL',
    robots.status === 200 && robots.body.includes(`Sitemap: ${base}/sitemap.xml`),
    robots.body,
  );

  const docs = await get(`${base}/clap/docs`);
  check(
    'GET /clap/docs answers the API docs page',
    docs.status === 200 && docs.type.startsWith('text/html'),
    `${docs.status} ${docs.type}`,
  );
  const docsCss = await get(`${base}/clap/docs/static/swagger-ui.css`);
  check(
    "the docs page's own files load (/clap/docs/static/swagger-ui.css)",
    docsCss.status === 200,
    String(docsCss.status),
  );
  const openapi = await get(`${base}/clap/docs/json`);
  check(
    'GET /clap/docs/json answers the OpenAPI document',
    openapi.status === 200 && openapi.body.includes('"openapi":"3.1.0"'),
    String(openapi.status),
  );

  const token = await adminToken(base);
  check(`POST /clap/prop/admin-auth/login as ${ADMIN.email} answers 200 with a token`, token.length > 0);

  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
  const upload = await send(`${base}/upload`, 'POST', { type: 'png', file: png.toString('base64') }, token);
  const uploaded = await json(upload);
  check(
    'POST /upload stores an image (sharp re-encodes it)',
    upload.status === 200 && typeof uploaded.results === 'string',
    `${upload.status} ${JSON.stringify(uploaded)}`,
  );
  const image = await fetch(`${base}${uploaded.results as string}`);
  check(
    `GET ${uploaded.results as string} serves it`,
    image.status === 200 && (image.headers.get('content-type') ?? '').startsWith('image/'),
    String(image.status),
  );

  const seeded = (await readdir(path.join(dataDir, 'uploads'))).filter((name) => name.endsWith('.webp'));
  const demoImage = seeded[0] ? await fetch(`${base}/uploads/${seeded[0]}`) : undefined;
  check(
    `the demo seed drew its images (${seeded.length} files) and they are served`,
    demoImage?.status === 200,
    String(demoImage?.status),
  );
}

async function stopWithin5s(server: ServerProcess, what: string) {
  const stopping = Date.now();
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  const exit = await server.exited;
  clearTimeout(timer);
  const stopMs = Date.now() - stopping;
  check(`${what}: exit code 0 in ${stopMs} ms`, exit.code === 0 && stopMs < 5_000, JSON.stringify(exit));
}

const dataDir = await tempDir('clap-production-');
const port = await freePort();
/**
 * What production requires beyond the admin password: its public origin (plain http is allowed on a loopback
 * address) and a mail transport (no relay here: every message to .eml files under DATA_DIR/mail, never to the log).
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  MAIL_TRANSPORT: 'file',
};
let server: ServerProcess | undefined;
try {
  const started = Date.now();
  server = await startServer(
    // SEED_DEMO=true: the demo's images are drawn by sharp at seed time, from the bundle, in the production install.
    { ...PRODUCTION, DATA_DIR: dataDir, STATIC_DIR: 'dist', SEED_DEMO: 'true' },
    { mode: 'bundle', cwd: installDir, timeoutMs: 120_000 },
  );
  console.log(
    `  ok: the server started in ${Date.now() - started} ms (migrations, seed with demo images, listen)`,
  );
  await checkServer(server, dataDir);

  await stopWithin5s(server, 'SIGTERM to node dist-server/main.js');

  // `npm start` there: the launcher finds no sources and runs the bundle; same DATA_DIR, so the files were released.
  server = await startServer(
    { ...PRODUCTION, DATA_DIR: dataDir, STATIC_DIR: 'dist' },
    { mode: 'npm-start', cwd: installDir, timeoutMs: 120_000 },
  );
  check(
    'npm start (the launcher, no sources) serves the same data',
    (await get(`${server.url}/clap/health`)).status === 200 && (await adminToken(server.url)).length > 0,
  );
  check('it built nothing', !server.output().includes('launch: building'), server.output());
  await stopWithin5s(server, 'SIGTERM to npm start');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (server) console.error(`server output:\n${server.output()}`);
  process.exitCode = 1;
} finally {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
