// Real status codes for crawlers (issue 31, section 5): an unknown route and a missing product answer 404 with the
// portal, which shows its not-found screen; a seeded product answers 200; the head lists the five languages.
import { expect, test } from '@playwright/test';
import { expectAccessible, settled } from './support/a11y';

test('an unknown route answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await settled(page);
  await expectAccessible(page);
});

test("a missing product answers 404 and shows 'Product not found'; an existing one answers 200", async ({
  page,
  request,
}) => {
  const missing = await page.goto('/marketdetailsPage/987654321');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();

  // The list answer nests its rows in data.data (the spec's shape).
  const list = (await (await request.get('/clap/prop/public/product?page=1&limit=1')).json()) as {
    data: { data: { id: number }[] };
  };
  const product = list.data.data[0];
  expect(product, 'the demo seeds products').toBeDefined();
  const found = await page.goto(`/marketdetailsPage/${product.id}`);
  expect(found?.status()).toBe(200);
  const html = (await found?.text()) ?? '';
  expect(html).toContain(`hreflang="ha" href="http://127.0.0.1:`);
  expect(html).toContain(`/marketdetailsPage/${product.id}?lang=ha"`);
  expect(html).toContain('hreflang="x-default"');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toHaveCount(0);
});
