// The installable portal's files as the server sends them (issue 18): the web app manifest at
// /manifest.webmanifest and /manifest.json, the service worker revalidated on every check, a CSP that lets both
// load, and the 1200×630 sharing card as the default preview image.
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_PATH, webAppManifest } from '../../scripts/service-worker';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let staticDir: string;

beforeAll(async () => {
  // The built portal as the build leaves it: public/ at the top, the manifest and the worker beside index.html.
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'clap-offline-files-'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>CLAP | Portal</title><div id="root"></div>',
  );
  for (const file of readdirSync('public'))
    copyFileSync(path.join('public', file), path.join(staticDir, file));
  writeFileSync(
    path.join(staticDir, 'manifest.webmanifest'),
    JSON.stringify(webAppManifest({ shortName: 'CLAP', name: 'Creative Economy Portal' })),
  );
  writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await ctx?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the web app manifest', () => {
  it.each(['/manifest.webmanifest', '/manifest.json'])(
    '%s is JSON of type application/manifest+json',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const manifest = response.json<ReturnType<typeof webAppManifest>>();
      expect(manifest).toMatchObject({
        short_name: 'CLAP',
        start_url: START_PATH,
        scope: '/',
        display: 'standalone',
        lang: 'en',
        theme_color: '#8a3b12',
        background_color: '#fbf7f2',
      });
      expect(manifest.name).toContain('Creative Economy Portal');
      expect(manifest.description.length).toBeGreaterThan(20);
    },
  );

  it('names real icons of the sizes it says, a maskable one among them', async () => {
    const { icons } = (await get('/manifest.webmanifest')).json<ReturnType<typeof webAppManifest>>();
    expect(icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of icons) {
      const response = await get(icon.src);
      expect(response.statusCode, icon.src).toBe(200);
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });
});

describe('the service worker', () => {
  it('is revalidated on every update check and may control the whole portal', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
  });

  it("is allowed by the CSP, with the manifest, from the portal's own origin only", async () => {
    const csp = String((await get('/homepage')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('the sharing card', () => {
  it('is a 1200×630 PNG, kept a week like the icons', async () => {
    const response = await get('/share-card.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });
});
