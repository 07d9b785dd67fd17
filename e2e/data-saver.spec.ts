// Data saver (issue 18, docs/data-saver.md): a browser that asks to save data gets the smallest image variants and
// taps to show images further down; a phone photo is shrunk in the browser and sent as multipart; the Settings
// switch is accessible.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y';
import { phonePhoto } from './support/photo';
import { DEMO, signIn } from './support/session';

/** What a phone with Chrome's Lite mode sends and reports: the Save-Data header and navigator.connection.saveData. */
async function askToSaveData(page: Page) {
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
    });
  });
}

/** Every /uploads/ image the page requests from now on. */
function recordImages(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/uploads/'))
      urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const posts = (page: Page) => page.locator('main article.post-card');

test('with Save-Data on, the feed loads only the smallest variants and further images wait for a tap', async ({
  page,
}) => {
  await askToSaveData(page);
  const images = recordImages(page);
  await page.goto('/homepage');
  await expect(posts(page)).toHaveCount(12);
  const showButtons = page.getByRole('button', { name: /^Show image/ });
  await expect(showButtons.first()).toBeVisible();
  // Scrolling to the end of the feed loads no post image by itself.
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(500);
  const before = images.length;
  await showButtons.first().click();
  await expect.poll(() => images.length).toBeGreaterThan(before);
  expect(images.length).toBeGreaterThan(0);
  for (const url of images) expect(url, url).toMatch(/-(?:\d{1,3})\.webp$/); // a sized copy of at most 320 px ...
  for (const url of images) expect(Number(/-(\d+)\.webp$/.exec(url)?.[1]), url).toBeLessThanOrEqual(320); // ... never more
});

test('a 4,000 x 3,000 phone photo is shrunk to at most 1,600 px in the browser and sent as multipart', async ({
  page,
}) => {
  const original = await phonePhoto();
  const file = path.join(os.tmpdir(), `e2e-phone-photo-${process.pid}.jpg`);
  await writeFile(file, original);
  await signIn(page, 'creative', DEMO.creative);
  // The file part's bytes, read where the form is built (the browser does not show a blob body to Playwright).
  await page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the request as `this`
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (
      this: XMLHttpRequest,
      body?: Document | XMLHttpRequestBodyInit | null,
    ) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof Blob)
        (window as unknown as { sentFiles: { type: string; size: number }[] }).sentFiles = [
          { type: file.type, size: file.size },
        ];
      send.call(this, body);
    };
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/homepage');
  await page.getByRole('button', { name: 'Create a post or product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create' });
  const uploadRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/upload',
  );
  const uploadResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/upload');
  await dialog.getByLabel('Images').setInputFiles(file);
  const request = await uploadRequest;
  const response = await uploadResponse;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const [part] = await page.evaluate(
    () => (window as unknown as { sentFiles: { type: string; size: number }[] }).sentFiles,
  );
  expect(part.type).toBe('image/jpeg');
  expect(
    workers.some((url) => /shrink-photo/.test(url)),
    workers.join(),
  ).toBe(true); // off the main thread
  const sent = part.size;
  const answer = (await response.json()) as {
    results: string;
    data: { width: number; height: number; bytes: number };
  };
  expect(response.status()).toBe(200);
  expect(Math.max(answer.data.width, answer.data.height)).toBeLessThanOrEqual(1600);
  expect(answer.data).toMatchObject({ width: 1600, height: 1200 });
  await expect(dialog.getByText(/uploaded$/)).toBeAttached();
  await expect(dialog.getByText(/ KB of \d+ KB$/)).toBeVisible();
  // The stored file carries no camera metadata.
  const served = await page.request.get(answer.results);
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
  console.log(
    `data-saver: ${original.length} bytes chosen, ${sent} bytes sent (${((sent / original.length) * 100).toFixed(1)}%), ` +
      `${answer.data.bytes} bytes stored`,
  );
  expect(sent).toBeGreaterThan(50_000);
  expect(sent).toBeLessThan(original.length / 5);
});

test('the Data saver switch in Settings is accessible and remembered', async ({ page }) => {
  await signIn(page, 'creative', DEMO.creative);
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Data saver' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Data saver' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('dataSaver'))).toBe('on');
});

test('the Data saver switch is in the desktop profile menu, loaded when the menu opens, and the choice is shared', async ({
  page,
}) => {
  await signIn(page, 'creative', DEMO.creative);
  await page.goto('/homepage');
  // Closed, the menu loads nothing of the switch.
  await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open account menu' }).click();
  const toggle = page.locator('.profile-menu').getByRole('switch', { name: 'Data saver' });
  await expect(toggle).toBeVisible();
  const was = await toggle.isChecked();
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: !was });
  await expectAccessible(page, 'profile menu with the Data saver switch');
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Data saver' })).toBeChecked({ checked: !was });
});
