// Buyers reach sellers (issue 13), in Chromium against the real server: a signed-in creative opens a demo business's
// product, sees the seller named (linked to their public profile), sends an enquiry, and the seller's mail (the .eml
// outbox) holds it with Reply-To the buyer and the product named; a signed-out visitor is asked to log in. Also the
// marketplace's highest-price box shows its whole number ('2,000,000', once '200000(').
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { mailCount, waitForNewMail } from './support/mail';
import { demoBusinessProduct } from './support/products';
import { DEMO, DEMO_PASSWORD, signIn } from './support/session';

test('a signed-in creative sends an enquiry; the seller gets it by mail with Reply-To the buyer', async ({
  page,
}) => {
  const product = await demoBusinessProduct(page.request);
  await signIn(page, 'creative', DEMO.creative);
  await page.goto(`/marketdetailsPage/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const sellerLink = page
    .getByRole('main')
    .getByText('Sold by')
    .first()
    .getByRole('link', { name: product.author.name });
  await expect(sellerLink).toHaveAttribute('href', `/publicProfile/${product.author.id}`);

  const before = await mailCount(DEMO.business);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Enquire about ${product.title}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'enquiry dialog');
  await dialog.getByLabel('Message').fill('Good day. Is this still available for delivery to Abuja?');
  await dialog.getByLabel('Your name').fill('Ada Buyer');
  await dialog.getByLabel('Your phone number or e-mail').fill('ada.buyer@example.com');
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog.getByText('Your enquiry has been sent to the seller.')).toBeVisible();
  // The seller's address is never shown to the buyer.
  await expect(page.getByText(DEMO.business)).toHaveCount(0);

  const mail = await waitForNewMail(DEMO.business, before);
  expect(mail.raw).toMatch(/^Reply-To:\s*ada\.buyer@example\.com\s*$/im);
  // The subject (RFC 2047 encoded words, folded) names the product.
  const subject = /^Subject:(.*(?:\r?\n[ \t].*)*)/im
    .exec(mail.raw)![1]
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
      decodeURIComponent(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
  expect(subject.trim()).toBe(`Enquiry about "${product.title}"`);
  const body = mail.raw.replace(/=\r?\n/g, '');
  expect(body).toContain('Ada Buyer sent you an enquiry');
  expect(body).toContain('Abuja');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});

test('a signed-out visitor who clicks Buy Now is asked to log in, and comes back to the product and its enquiry', async ({
  page,
}) => {
  const product = await demoBusinessProduct(page.request);
  await page.goto(`/marketdetailsPage/${product.id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const prompt = page.getByRole('alert').filter({ hasText: 'Please log in to send the seller an enquiry.' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByRole('form', { name: 'Login' }).getByLabel('Email').fill(DEMO.creative);
  await page.getByRole('form', { name: 'Login' }).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
  // Back on the product, with Buy Now's enquiry open (the ?intent=buy it carried is spent).
  await expect(page).toHaveURL(new RegExp(`/marketdetailsPage/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Enquire about ${product.title}` })).toBeVisible();
});

test("a seller's products: /user-products/{id} lists them; an unknown seller is not found", async ({
  page,
}) => {
  const product = await demoBusinessProduct(page.request);
  await page.goto(`/user-products/${product.author.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Products by ${product.author.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: product.title })).toBeVisible();
  await page.goto('/user-products/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller not found' })).toBeVisible();
});

test("the marketplace's highest-price box shows the whole 2,000,000", async ({ page }) => {
  await page.goto('/marketpage');
  const highest = page.getByRole('form', { name: 'Filter products' }).getByLabel('Highest price');
  await expect(highest).toHaveAttribute('placeholder', '2,000,000');
  // The placeholder's text fits the box's content width (a number box clipped it to '200000(').
  const fit = await highest.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, room };
  });
  expect(fit.text).toBeLessThanOrEqual(fit.room);
});
