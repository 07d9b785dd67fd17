// Authors manage their own content (issue 14), in Chromium against the real server: a merchant (the demo business)
// edits a product's price from its details page and sees the new price there and in the marketplace, then deletes
// it: the details page leaves for the merchant's products, where it is gone, and its address answers 'not found'.
// Another account sees neither Edit nor Delete. Needs the server's PUT and DELETE /clap/prop/product/{id}.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { demoBusinessProduct } from './support/products';
import { DEMO, signIn } from './support/session';

const naira = (value: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }).format(
    value,
  );

test('a merchant edits a product’s price, sees it everywhere, then deletes the product', async ({ page }) => {
  const product = await demoBusinessProduct(page.request, 'Adire table runner');
  await signIn(page, 'business', DEMO.business);
  await page.goto(`/marketdetailsPage/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  // The item's own price (similar products below may cost the same).
  const price = page.locator('.market-detail__price');
  await expect(price).toHaveText(naira(product.price));

  // Edit: the creation form, filled in.
  await page.getByRole('button', { name: `Edit product “${product.title}”` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(editor.getByLabel('Title')).toHaveValue(product.title);
  await expect(editor.getByLabel('Quantity')).toHaveValue('4');
  await expect(editor.getByRole('img', { name: /^Preview of / })).toBeVisible(); // the uploaded image stays
  await expectAccessible(page, 'edit product dialog');
  await editor.getByLabel('Price (NGN)').fill('21500');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(price).toHaveText(naira(21500));

  // The marketplace shows the new price.
  await page.goto(`/marketpage?q=${encodeURIComponent(product.title)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.title }) });
  await expect(card.getByText(naira(21500), { exact: true })).toBeVisible();

  // Delete: asked first, then gone.
  await page.goto(`/marketdetailsPage/${product.id}`);
  await page.getByRole('button', { name: `Delete product “${product.title}”` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${product.title}”?` });
  await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
  await expectAccessible(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/user-products/${product.author.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Products by / })).toBeVisible();
  await expect(page.getByRole('link', { name: product.title })).toHaveCount(0);

  await page.goto(`/marketdetailsPage/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
});

test('another account sees neither Edit nor Delete on the merchant’s product', async ({ page }) => {
  const product = await demoBusinessProduct(page.request, 'Adire cushion');
  await signIn(page, 'creative', DEMO.creative);
  await page.goto(`/marketdetailsPage/${product.id}`);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Take down) / })).toHaveCount(0);
});
