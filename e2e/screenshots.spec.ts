// Issue 13: the ten busiest pages photographed at a phone's and a desktop's width, for a person to look at. The PNGs
// go to test-results/screenshots/ (git-ignored; CI leaves them in its checkout, see docs/brand.md), named
// <page>-<width>.png. The test also fails on what a picture would show broken: a page wider than the screen.
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { settled } from './support/a11y';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const OUT = path.join('test-results', 'screenshots');

async function firstId(request: APIRequestContext, url: string, pick: (data: unknown) => { id: number }[]) {
  const body = (await (await request.get(url)).json()) as { data: unknown };
  return pick(body.data)[0].id;
}

async function busiestPages(request: APIRequestContext): Promise<[string, string][]> {
  const product = await firstId(request, '/clap/prop/public/product?page=1&limit=1', (data) =>
    Array.isArray(data) ? (data as { id: number }[]) : (data as { data: { id: number }[] }).data,
  );
  const creative = await firstId(
    request,
    '/clap/prop/public/directory?tab=creatives&page=1&limit=1',
    (data) => (data as { creatives: { id: number }[] }).creatives,
  );
  return [
    ['home-feed', '/homepage'],
    ['marketplace', '/marketpage'],
    ['product', `/marketdetailsPage/${product}`],
    ['tools', '/toolsPage'],
    ['opportunities', '/opportunitypage'],
    ['training', '/trainingpage'],
    ['directory', '/directorypage'],
    ['public-profile', `/profile/${creative}`],
    ['login', '/login'],
    ['landing', '/'],
  ];
}

test('the ten busiest pages at 390 and 1280 px: screenshots, and nothing wider than the screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const pages = await busiestPages(request);
  for (const viewport of SIZES) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const [name, url] of pages) {
      await test.step(`${name} at ${viewport.width}`, async () => {
        await page.goto(url);
        await settled(page);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${url} at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(OUT, `${name}-${viewport.width}.png`) });
      });
    }
    if (viewport.width < 900) {
      // The one menu, open.
      await page.goto('/directorypage');
      await settled(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.screenshot({ path: path.join(OUT, `menu-${viewport.width}.png`) });
    }
    await context.close();
  }
});
