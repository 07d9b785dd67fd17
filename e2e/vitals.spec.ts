// The portal's own vitals beacon (src/lib/vitals.ts, navigator.sendBeacon) passes the server's origin check: a real
// Chromium sends it from the portal's origin and the server stores it (200), while other origins get 403.
import { expect, test, type Response } from '@playwright/test';

test("the portal's vitals beacon is accepted from its own origin", async ({ page, baseURL }) => {
  const beacons: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/clap/vitals') beacons.push(response);
  });
  await page.goto('/homepage');
  await expect(page.locator('h1').first()).toBeVisible();
  // The reporter loads when the page is idle; pretend the tab was hidden (what flushes the queue) until it has sent.
  await expect(async () => {
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(beacons.length).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000, intervals: [500] });
  const beacon = beacons[0];
  const headers = await beacon.request().allHeaders();
  console.log(
    `vitals beacon: ${beacon.status()}, origin ${headers.origin ?? '(none)'}, sec-fetch-site ${headers['sec-fetch-site'] ?? '(none)'}`,
  );
  expect(beacon.status()).toBe(200);
  expect(headers.origin).toBe(new URL(baseURL ?? '').origin);
});

test('a beacon from another origin is refused', async ({ request }) => {
  const response = await request.post('/clap/vitals', {
    headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    data: JSON.stringify({ samples: [{ name: 'LCP', value: 1, path: '/homepage' }] }),
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({
    status: false,
    message: "Vitals are accepted only from the portal's own pages.",
    code: 'vitals.own_pages_only',
  });
});
