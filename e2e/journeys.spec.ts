// Issue 31, section 2, in Chromium against the real server, on a phone (390 px) and a desktop (1280 px): a new page
// opens at the top and Back returns to where the list was left; the sign-ups keep their step in the address and what
// was typed (never the password) through Back, Forward and a reload; the error summary appears and takes the focus;
// an 'Invalid OTP' toast is gone once the code is right; a verified creative's Back from 'Lets finish up' does not
// show the sign-up form again; Buy Now's sign-in returns to the product (docs/journeys.md).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { waitForCode } from './support/mail';
import { demoBusinessProduct } from './support/products';
import { DEMO, DEMO_PASSWORD } from './support/session';

const PASSWORD = 'Kente#Loom2026';
const unique = (kind: string) =>
  `${kind}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@e2e.test`;
const phone = () => `0803${String(Date.now()).slice(-7)}`;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const sessionText = (page: Page) => page.evaluate(() => JSON.stringify({ ...sessionStorage }));

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a new page opens at the top; Back and Forward return to where each was left', async ({ page }) => {
      await page.goto('/marketpage');
      const cards = page.locator('main article a[href^="/marketdetailsPage/"]');
      await expect(cards.first()).toBeVisible();
      const last = cards.last();
      await last.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(150);
      const listPosition = await scrollY(page);
      await last.click();
      await expect(page).toHaveURL(/\/marketdetailsPage\//);
      await expect(page.locator('h1')).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      // the product page scrolled a little, then Back: the list where it was left
      await page.mouse.wheel(0, 300);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
      const productPosition = await scrollY(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/marketpage/);
      await expect.poll(async () => Math.abs((await scrollY(page)) - listPosition)).toBeLessThan(3);
      await page.goForward();
      await expect(page).toHaveURL(/\/marketdetailsPage\//);
      await expect.poll(async () => Math.abs((await scrollY(page)) - productPosition)).toBeLessThan(3);
    });

    test('partner sign-up: the step is in the address; Back, Forward and a reload keep step and data', async ({
      page,
    }) => {
      await page.goto('/partner');
      await expect(page.getByText('Step 1 of 3')).toBeVisible();
      // the error summary: at the top, focused, each error a link to its field
      await page.getByRole('button', { name: 'Next' }).click();
      const summary = page.locator('.error-summary');
      await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expect(summary).toBeFocused();
      await expectAccessible(page, 'error summary');
      await summary.getByRole('link', { name: 'Organization Email is required.' }).click();
      await expect(page.getByLabel('Organization Email')).toBeFocused();

      await page.getByLabel('Organization Name').fill('Lagos Arts Trust');
      await page.getByLabel('Organization Email').fill('trust@e2e.test');
      await page.getByLabel('Organization Sector').selectOption('private');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      await expect(page).toHaveURL(/\/partner\?step=2$/);
      await page.getByLabel('Contact Name').fill('Ngozi Eze');
      await page.getByLabel('Contact Number').fill('08031234567');
      await page.getByLabel('Contact Email').fill('ngozi@e2e.test');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      await page.getByLabel('Goal').fill('Fund young filmmakers');

      await page.goBack();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      await expect(page.getByLabel('Contact Name')).toHaveValue('Ngozi Eze');
      await page.goBack();
      await expect(page.getByText('Step 1 of 3')).toBeVisible();
      await expect(page.getByLabel('Organization Name')).toHaveValue('Lagos Arts Trust');
      await page.goForward();
      await page.goForward();
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      await expect(page.getByLabel('Goal')).toHaveValue('Fund young filmmakers');
      await page.reload();
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      await expect(page.getByLabel('Goal')).toHaveValue('Fund young filmmakers');
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      await expect(page.getByLabel('Contact Email')).toHaveValue('ngozi@e2e.test');
    });

    test('business sign-up: Back and Forward between steps keep the data; once registered, Back stays on the code', async ({
      page,
    }) => {
      const email = unique('business');
      await page.goto('/business');
      await page.getByLabel('Trade name').fill('Ankara Lab');
      await page.getByLabel('Sector').selectOption('Fashion');
      await page.getByLabel('Area').selectOption('Tailoring');
      await page.getByLabel('State').selectOption('Lagos');
      await page.getByLabel('LGA').selectOption('Ikeja');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Step 2 of 4')).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone number').fill(phone());
      await page.goBack();
      await expect(page.getByText('Step 1 of 4')).toBeVisible();
      await expect(page.getByLabel('Trade name')).toHaveValue('Ankara Lab');
      await expect(page.getByLabel('LGA')).toHaveValue('Ikeja');
      await page.goForward();
      await expect(page.getByText('Step 2 of 4')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Step 3 of 4')).toBeVisible();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
    });

    test('creative: the password is never kept; an Invalid OTP toast goes on success; Back from Lets finish up stays there', async ({
      page,
    }) => {
      const email = unique('creative');
      await page.goto('/creative');
      // The page is pre-rendered: a click before React has taken over the form would be a full page load, which
      // the browser's back/forward cache then restores with the typed password. Wait for React's props on the form.
      await page.waitForFunction(() => {
        const form = document.querySelector('form');
        return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
      });
      await page.getByLabel('First name').fill('Chidi');
      await page.getByLabel('Last name').fill('Okafor');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      // away and back: the names are kept, the password is not, and was never stored
      await page.getByRole('link', { name: 'Login' }).last().click();
      await expect(page).toHaveURL(/\/login/);
      // The router changes the address at once but keeps the old screen mounted (a transition) until the login
      // screen's lazy chunk has loaded: only once the login form shows has the sign-up form really been left.
      await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByLabel('First name')).toHaveValue('Chidi');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
      expect(await sessionText(page)).not.toContain(PASSWORD);

      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/login\?loginType=user/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/otp$/);

      const code = await waitForCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(wrong);
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Verify Account' }).click();
      const invalidToast = page.locator('.Toastify__toast', { hasText: 'Invalid OTP' });
      await expect(invalidToast).toBeVisible();
      await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
      await page.getByRole('button', { name: 'Verify Account' }).click();
      await expect(page.getByText('User verified successfully!')).toBeVisible();
      await expect(invalidToast).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Lets finish up' })).toBeVisible();

      await page.getByLabel('Phone number').fill(phone());
      await page.getByLabel('Gender').selectOption('Female');
      await page.getByLabel('BVN or NIN').fill('12345678901');
      await page.goBack();
      // not the sign-up form again: back where a verified creative belongs, with what was typed (not the NIN)
      await expect(page.getByRole('heading', { name: 'Lets finish up' })).toBeVisible();
      await expect(page).toHaveURL(/\/otp\?step=finish$/);
      await expect(page.getByLabel('First name')).toHaveCount(0);
      await expect(page.getByLabel('Gender')).toHaveValue('Female');
      await expect(page.getByLabel('BVN or NIN')).toHaveValue('');
      expect(await sessionText(page)).not.toContain('12345678901');

      await page.getByLabel('Sector (expertise)').selectOption('Music');
      await page.getByLabel('Category').selectOption('Singing');
      await page.getByRole('button', { name: 'Finish' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page).toHaveURL(/\/profilepage$/);
      // the new creative's profile opens at its top, not halfway down
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(await sessionText(page)).not.toContain('Chidi');
    });

    test('Buy Now while signed out: the sign-in returns to the product with its enquiry open', async ({
      page,
    }) => {
      const product = await demoBusinessProduct(page.request);
      await page.goto(`/marketdetailsPage/${product.id}`);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await page.getByRole('alert').getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/login\?returnTo=/);
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email').fill(DEMO.creative);
      await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(new RegExp(`/marketdetailsPage/${product.id}$`));
      await expect(page.getByRole('dialog', { name: `Enquire about ${product.title}` })).toBeVisible();
    });

    test('an outside address in ?returnTo= is never followed', async ({ page }) => {
      await page.goto('/login?returnTo=%2F%2Fevil.example%2Fx');
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email').fill(DEMO.creative);
      await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/homepage$/);
    });
  });
}
