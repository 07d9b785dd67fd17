// Feed and marketplace journeys in Chromium against the real server (seeded demo content): 12 then 17 posts,
// a creative posts with an image and sees it first, marketplace paging and a product's details, and axe.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { solidPng } from './support/images';

const CREATIVE = { email: 'creative@demo.ng', password: 'Demo@Portal2026' };

async function signInAsCreative(page: Page) {
  const response = await page.request.post('/clap/prop/creative/login', { data: CREATIVE });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript(
    ({ token, user }) => {
      if (window.localStorage.getItem('access_token')) return;
      window.localStorage.setItem('access_token', token);
      window.localStorage.setItem('authenticated', 'true');
      window.localStorage.setItem('userInfo', JSON.stringify(user));
      window.localStorage.setItem('userType', 'user');
      window.localStorage.setItem('loginType', 'user');
    },
    { token: body.data.token, user: body.data.user },
  );
}

const posts = (page: Page) => page.locator('main article.post-card');

test('the feed shows 12 posts, then 17 after Load More', async ({ page }) => {
  await page.goto('/homepage');
  await expect(page.getByText('Coming Soon')).toBeVisible();
  await expect(posts(page)).toHaveCount(12);
  const first = posts(page).first().locator('img.post-image').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(posts(page)).toHaveCount(17);
  await expectAccessible(page);
});

test('a creative creates a post with an image and sees it at the top of the feed', async ({ page }) => {
  await signInAsCreative(page);
  await page.goto('/homepage');
  await expect(posts(page)).toHaveCount(12);
  const title = `E2E post ${Date.now()}`;
  await page.getByRole('button', { name: 'Create a post or product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create' });
  await expect(dialog.getByRole('tab', { name: 'Create Post' })).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Made during an end-to-end test.');
  await dialog.getByLabel('Link').fill('https://example.com/e2e');
  await dialog
    .getByLabel('Images')
    .setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await solidPng() });
  await expect(dialog.getByText('tiny.png uploaded')).toBeAttached();
  await expect(dialog.getByRole('img', { name: 'Preview of tiny.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Post successfully created')).toBeVisible();
  // The dialog closes itself once the post is created (issue 13).
  await expect(dialog).toBeHidden();
  await expect(posts(page).first().getByRole('heading', { name: title })).toBeVisible();
  await expect(posts(page).first().locator('img.post-image')).toHaveAttribute('src', /\/uploads\//);
});

test('marketplace pages by 9, keeps the page in the URL, and shows a product with MERCHANT LISTINGS', async ({
  page,
}) => {
  await page.goto('/marketpage');
  const cards = page.locator('main article.product-card');
  await expect(cards).toHaveCount(9);
  const firstPage = await cards.locator('h3').allTextContents();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(9);
  await expect.poll(async () => cards.locator('h3').allTextContents()).not.toEqual(firstPage);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  const link = cards.first().locator('h3').getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/marketdetailsPage\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/₦[\d,]+/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'MERCHANT LISTINGS' })).toBeVisible();
  const listings = page.getByRole('region', { name: 'MERCHANT LISTINGS' });
  await expect(listings.locator('article.product-card, p')).not.toHaveCount(0);
  expect(await listings.locator('article.product-card').count()).toBeLessThanOrEqual(2);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/marketpage$/);
  await expect(cards).toHaveCount(9);
});
