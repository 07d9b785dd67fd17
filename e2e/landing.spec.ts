// The landing page (/, issue 13) on a phone: the portal's name and purpose, live counts from the seeded data, the
// sign-up chooser with its message, the newest posts and products, axe clean; the sitemap and robots.txt of the
// real server; the admin's drafts to finish.
import { devices, expect, test } from '@playwright/test';
import { expectAccessible, settled } from './support/a11y';

const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];

test.describe('on a phone (390 px)', () => {
  test.use({ ...pixel5, viewport: { width: 390, height: 844 } });

  test('/ shows the counts, the chooser and the newest items; the HTML holds the page before any script', async ({
    page,
    request,
  }) => {
    const stats = (await (await request.get('/clap/prop/public/stats')).json()) as {
      data: { accounts: Record<'creative' | 'business' | 'partner', number> };
    };
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('How will you use the portal?');
    await expect(page.getByRole('heading', { level: 1, name: 'Creative Economy Portal' })).toBeVisible();

    const counts = page.getByRole('region', { name: 'The portal in numbers' });
    const figure = (label: string) =>
      counts
        .getByRole('definition')
        .filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${label}"]`) });
    const format = (n: number) => n.toLocaleString('en-NG');
    await expect(figure('Creatives')).toHaveText(format(stats.data.accounts.creative));
    await expect(figure('Businesses')).toHaveText(format(stats.data.accounts.business));
    await expect(figure('Partners')).toHaveText(format(stats.data.accounts.partner));
    // Live figures (the journeys before this one add accounts); which accounts count is proven by
    // tests/server/site-stats.test.ts.
    expect(stats.data.accounts.creative).toBeGreaterThan(0);

    await expect(
      page.getByRole('region', { name: 'Recent posts' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'New in the marketplace' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);
    await settled(page);
    await expectAccessible(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, '/ scrolls sideways at 390 px').toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a card before proceeding.');
    await page.getByRole('navigation', { name: 'Ways in' }).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the sitemap lists the published pages only, each a real page; robots.txt names it; other paths reach the portal', async ({
  request,
  page: browserPage,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const body = await sitemap.text();
  expect(body).toContain('/faq</loc>');
  expect(body).toContain('/homepage</loc>');
  for (const draft of ['/aboutus', '/vision-mission', '/8-point-plan'])
    expect(body).not.toContain(`${draft}</loc>`);
  // Issue 31: the legal pages are never drafts.
  for (const legal of ['/privacy', '/terms-of-use', '/accessibility'])
    expect(body).toContain(`${legal}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const page = await request.get('/aboutus');
  expect(await page.text()).toContain('<div id="root">');
  // Every page address in the sitemap opens a page of the portal, not its 'Page not found'. The demo's items and
  // profiles (issue 18, hundreds of them) are left to tests/server/site-files.test.ts.
  const items = /\/(marketdetailsPage|tooldetailsPage|opportunity|training|publicProfile)\/\d+$/;
  for (const [, loc] of [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].filter(([, l]) => !items.test(l))) {
    await browserPage.goto(new URL(loc).pathname);
    await expect(browserPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(browserPage.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  }
});
