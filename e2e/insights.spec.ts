// Issue 19, the sector's figures: the admin opens the dashboard's Insights tab, sees every chart with its title and
// table, changes the period and downloads a chart's CSV; a visitor opens /open-data, sees the tables and charts and
// downloads the CSV the server publishes. Both screens pass axe. Without JavaScript, /open-data still has its tables.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN_CHART_TITLES, OPEN_DATA_TABLES } from '../src/testing/insight-titles';
import { expectAccessible, settled } from './support/a11y';
import { signInAdmin } from './support/session';

test('the admin reads the Insights charts, changes the period and downloads a chart as CSV', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/admin-dashboard');
  await page.getByRole('button', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Insights', level: 2 })).toBeVisible();
  for (const title of ADMIN_CHART_TITLES) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure.getByRole('heading', { name: title })).toBeVisible();
    await expect(figure.getByRole('img', { name: new RegExp(`^Chart: ${title}\\.`) })).toBeVisible();
    // The table is there for screen readers while it is hidden from sight.
    await expect(figure.getByRole('table', { name: title, exact: true })).toHaveCount(1);
  }
  await settled(page);
  await expectAccessible(page, '/admin-dashboard?tab=insights');

  const refetched = page.waitForResponse(
    (r) => r.url().includes('/clap/prop/admin/insights?period=all') && r.ok(),
  );
  await page.getByLabel('Period').selectOption({ label: 'All time' });
  await refetched;
  await expect(page).toHaveURL(/period=all/);
  await expect(page.getByRole('figure', { name: 'Registrations over time' })).toBeVisible();

  const sectors = page.getByRole('figure', { name: 'Members by sector' });
  await sectors.getByRole('button', { name: 'Show table: Members by sector' }).click();
  await expect(sectors.getByRole('table', { name: 'Members by sector' })).toBeVisible();
  const download = page.waitForEvent('download');
  await sectors.getByRole('button', { name: 'Download CSV: Members by sector' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('insights-members-by-sector-all.csv');
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Sector,Creatives,Businesses');
  expect(csv).toContain('Music,');
});

test('a visitor reads /open-data, with its tables, charts and method, and downloads the CSV', async ({
  page,
}) => {
  await page.goto('/open-data');
  await expect(page.getByRole('heading', { name: 'Open data', level: 1 })).toBeVisible();
  for (const name of OPEN_DATA_TABLES) {
    await expect(page.getByRole('table', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('figure', { name, exact: true }).getByRole('img')).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'How the figures are made' })).toContainText(
    'at most an hour',
  );
  await expect(page.getByText(/^Computed .+ \(Nigerian time\)/)).toBeVisible();
  await settled(page);
  await expectAccessible(page, '/open-data');

  await expect(page.getByRole('link', { name: 'The same figures as JSON' })).toHaveAttribute(
    'href',
    /\/clap\/prop\/public\/stats$/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('dimension,value,kind,count');
});

test('is reached from the footer, and has its tables without JavaScript', async ({ page, browser }) => {
  await page.goto('/homepage');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Open data' }).click();
  await expect(page).toHaveURL(/\/open-data$/);
  await expect(page.getByRole('table', { name: 'Members by kind' })).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/open-data');
  await expect(noScript.locator('table caption').first()).toBeVisible();
  await expect(noScript.getByRole('link', { name: /CSV/ }).first()).toBeVisible();
  await context.close();
});
