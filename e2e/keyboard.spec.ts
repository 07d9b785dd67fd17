// Issue 7: the main journeys completed with the keyboard alone. Every control is reached with Tab (or Shift+Tab)
// from where a user would be, and used with Enter, Space, arrows or typing; nothing is clicked. Each focused
// control must show a visible focus indicator.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { solidPng } from './support/images';
import { DEMO, DEMO_PASSWORD } from './support/session';

/** Presses Tab until the target has focus (at most `limit` presses), then checks the focus is visible. */
async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      const visible = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
        return el.matches(':focus-visible') && (outline || ring);
      });
      expect(visible, `focus on ${String(target)} is visible`).toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${limit} presses of Tab`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('a new creative signs up from the chooser with the keyboard', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('radio', { name: /^Creative/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /^Creative/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/creative$/);

  const email = `keys.${Date.now()}@e2e.test`;
  await typeInto(page, page.getByLabel('First name'), 'Kemi');
  await typeInto(page, page.getByLabel('Last name'), 'Adeyemi');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
  await tabTo(page, page.getByRole('checkbox', { name: /I agree/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Creative Account created successful!')).toBeVisible();
});

test('a creative logs in, posts with an image and likes a post with the keyboard', async ({ page }) => {
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email'), DEMO.creative);
  await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await page.goto('/homepage');
  await expect(page.locator('article.post-card').first()).toBeVisible();

  // The floating create button sits after the feed: Shift+Tab from the top wraps round to it.
  await tabTo(page, page.getByRole('button', { name: 'Create a post or product' }), { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create' });
  await expect(dialog).toBeVisible();
  const title = `Keyboard post ${Date.now()}`;
  await typeInto(page, dialog.getByLabel('Title'), title);
  await typeInto(page, dialog.getByLabel('Description'), 'Written and sent with the keyboard only.');
  await typeInto(page, dialog.getByLabel('Link'), 'https://example.com/keys');
  // The file input opens the system's file chooser on Space, as a keyboard user would open it.
  await tabTo(page, dialog.getByLabel('Images'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'keys.png', mimeType: 'image/png', buffer: await solidPng() });
  await expect(dialog.getByText('keys.png uploaded')).toBeAttached();
  await tabTo(page, dialog.getByRole('button', { name: 'Create Post' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Post successfully created')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const mine = page.locator('article.post-card').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(mine).toBeVisible();
  const like = mine.getByRole('button', { name: `Like ${title}` });
  await tabTo(page, like);
  await page.keyboard.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor browses the directory to a profile and the marketplace to a product with the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/homepage');
  const main = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, main.getByRole('link', { name: 'Directory', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/directorypage/);
  const businesses = page
    .getByRole('navigation', { name: 'Directory tabs' })
    .getByRole('button', { name: /^Businesses/ });
  await tabTo(page, businesses);
  await page.keyboard.press('Enter');
  await expect(businesses).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/tab=business/);
  const firstCard = page.locator('main a[href^="/profile/"]').first();
  await expect(firstCard).toBeVisible();
  await tabTo(page, firstCard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/\d+/);
  await expect(page.locator('h1').first()).toBeVisible();

  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'MarketPlace', exact: true }),
    { backwards: true },
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/marketpage/);
  const firstProduct = page.locator('main a[href^="/marketdetailsPage/"]').first();
  await expect(firstProduct).toBeVisible();
  await tabTo(page, firstProduct);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/marketdetailsPage\/\d+/);
  await tabTo(
    page,
    page
      .getByRole('button', { name: 'Go Back' })
      .or(page.getByRole('link', { name: 'Go Back' }))
      .first(),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/marketpage/);
});
