// Issue 13's frame in a real browser: the phone header in one row with one menu, floating buttons that never
// cover text, and every auth page with the logo and a readable form column.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { settled } from './support/a11y';
import { DEMO, signIn } from './support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no bounding box: the element is not rendered');
  return found;
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the header is one row: logo, sign-in and the menu button side by side', async ({ page }) => {
    await page.goto('/homepage');
    await settled(page);
    const bar = page.locator('.site-header__bar');
    const logo = await box(page.getByRole('link', { name: /home$/ }).first());
    const signIn = await box(page.getByRole('button', { name: 'Sign in' }));
    const menu = await box(page.getByRole('button', { name: 'Menu' }));
    const barBox = await box(bar);
    // One row: every control's top sits within the first row, and the bar is no taller than its tallest control
    // plus its padding.
    for (const control of [logo, signIn, menu]) expect(control.y - barBox.y).toBeLessThan(20);
    expect(barBox.height).toBeLessThanOrEqual(64);
  });

  test('one menu control: no sidebar button; the Menu holds the main links, About Us and Apply for funding', async ({
    page,
  }) => {
    await page.goto('/directorypage');
    await settled(page);
    await expect(page.getByRole('button', { name: /sidebar/i })).toHaveCount(0);
    const menuButtons = page.getByRole('button', { name: /menu/i });
    await expect(menuButtons).toHaveCount(1);
    await menuButtons.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Directory', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Apply for funding' })).toBeVisible();
    // The phone menu lists published pages only, as the sidebar (issue 31): the FAQ, not a draft.
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
    // Escape closes it and the focus goes back to the button.
    await menuButtons.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButtons).toBeFocused();
  });

  test('the floating buttons hide while scrolling down, come back on the way up, and never cover the last text', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await settled(page);
    const create = page.getByRole('button', { name: 'Create a post or product' });
    await expect(create).toBeVisible();
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect(create).toBeHidden();
    await page.mouse.wheel(0, -200);
    await expect(create).toBeVisible();
    await scrollToEnd(page);
    const lastText = page.locator('main p').last();
    const floating = page.locator('.floating-actions');
    if (await floating.isVisible()) {
      const [text, buttons] = [await box(lastText), await box(floating)];
      const overlaps =
        text.x < buttons.x + buttons.width &&
        buttons.x < text.x + text.width &&
        text.y < buttons.y + buttons.height &&
        buttons.y < text.y + text.height;
      expect(overlaps).toBe(false);
    }
  });
});

async function scrollToEnd(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd) return;
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
  }
}

/** Every auth page: the auth-style layout's and the standalone sign-in and sign-up pages. */
const AUTH_PAGES = [
  '/login',
  '/admin-login',
  '/creative',
  '/partner',
  '/business',
  '/otp',
  '/forgot-password?loginType=user',
  '/resetPassword',
  '/cpassword',
  '/bpassword',
  '/partpassword',
  '/setpartnerpassword',
];

test.describe('auth pages at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('carry the logo back to the portal and a centred form column of at most 560 px', async ({ page }) => {
    for (const path of AUTH_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        const logo = page.getByRole('link', { name: /CLAP.*home/ });
        await expect(logo).toBeVisible();
        await expect(logo).toHaveAttribute('href', '/homepage');
        // The column holding the form (some pages show a notice instead of a form without a session).
        const form = await box(page.locator('main'));
        expect(form.width, `${path} form column width`).toBeLessThanOrEqual(560);
        const leftGap = form.x;
        const rightGap = DESKTOP.width - (form.x + form.width);
        expect(Math.abs(leftGap - rightGap), `${path} form centred`).toBeLessThan(24);
      });
    }
  });
});

// A signed-in member's header holds the site search, the language, Apply for funding, the bell and the avatar: at
// 1280 px one row squeezed the main links until their letters wrapped ("Dire / ctor / y"). Every width from the
// desktop layout up, in the longest of the five languages too, keeps each link whole on one line.
test.describe('the desktop header, signed in', () => {
  for (const width of [901, 1024, 1280, 1920]) {
    test(`at ${width} px: each main link on one line, nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'creative', DEMO.creative);
      for (const language of ['en', 'yo']) {
        await test.step(language, async () => {
          await page.goto(`/homepage?lang=${language}`);
          await settled(page);
          const nav = page.locator('.site-nav--desktop');
          const links = page.locator('.site-nav--desktop .site-nav__link');
          expect(await links.count()).toBeGreaterThan(4);
          await expect(nav).toBeVisible();
          for (const link of await links.all()) {
            const { height, x, width: linkWidth } = await box(link);
            const lineHeight = await link.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
            const padding = await link.evaluate(
              (el) =>
                parseFloat(getComputedStyle(el).paddingTop) + parseFloat(getComputedStyle(el).paddingBottom),
            );
            expect(height - padding, `${await link.innerText()} wraps`).toBeLessThan(lineHeight * 1.5);
            expect(x + linkWidth).toBeLessThanOrEqual(width);
          }
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scroll).toBeLessThanOrEqual(width);
        });
      }
    });
  }
});
