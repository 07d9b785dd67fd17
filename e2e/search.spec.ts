// The site search on a phone (issue 35): from the phone menu's search box, a tone-marked demo name typed without its
// marks ("funmilayo ogunleye" for Fúnmiláyọ̀ Ògúnlèyẹ) is found under People, and the result opens her profile.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('search from the phone menu finds a tone-marked name typed without marks, and opens it', async ({
  page,
}) => {
  await page.goto('/homepage');
  await page.getByRole('button', { name: 'Menu' }).click();
  const box = page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('searchbox', { name: 'Search the portal' });
  await box.fill('funmilayo ogunleye');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=funmilayo%20ogunleye$/);
  const people = page.getByRole('region', { name: /^People/ });
  const result = people.getByRole('link', { name: 'Fúnmiláyọ̀ Ògúnlèyẹ' });
  await expect(result).toBeVisible();
  await expectAccessible(page);
  await result.click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { name: /Fúnmiláyọ̀ Ògúnlèyẹ/ }).first()).toBeVisible();
});

test('a word order swap and a typo still find her; nothing found says so', async ({ page }) => {
  await page.goto('/search?q=Ogunleyr%20Funmilayo');
  await expect(page.getByRole('link', { name: 'Fúnmiláyọ̀ Ògúnlèyẹ' })).toBeVisible();
  await page.goto('/search?q=zzqqxx');
  await expect(page.getByText(/Nothing found for “zzqqxx”/)).toBeVisible();
});
