// Issue 13 in Chromium against the real server: the header's sign-in dialog signs in partners and businesses (and
// names the kind to pick), the admin's Actions menu is reachable with one search result, the directory is a list
// of cards on a phone, and blacklisting asks first (Cancel changes nothing).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, DEMO_PASSWORD, apiLogin, signInAdmin } from './support/session';

async function openSignInDialog(page: Page) {
  await page.goto('/homepage');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByText('Log in to your profile to continue')).toBeVisible();
  return dialog;
}

async function fill(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

test('a partner signs in through the header dialog, which then starts at Partner', async ({ page }) => {
  const dialog = await openSignInDialog(page);
  const choice = dialog.getByRole('group', { name: 'Account type' });
  await expect(choice.getByRole('button', { name: 'Creatives' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('link', { name: 'Admin? Sign in here' })).toHaveAttribute(
    'href',
    '/admin-login',
  );
  await expectAccessible(page, 'sign-in dialog');
  await choice.getByRole('button', { name: 'Partner' }).click();
  await fill(page, DEMO.partner);
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('userType'), localStorage.getItem('loginType')]),
  ).toEqual(['partner', 'partner']);

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  const again = await openSignInDialog(page);
  await expect(again.getByRole('button', { name: 'Partner' })).toHaveAttribute('aria-pressed', 'true');
});

test('a business signed in as a creative is told to choose Business, and then signs in', async ({ page }) => {
  const dialog = await openSignInDialog(page);
  await fill(page, DEMO.business);
  const hint = dialog
    .getByRole('alert')
    .filter({ hasText: 'This email and password are for a business account.' });
  await expect(hint).toContainText('Choose Business and sign in again.');
  await expectAccessible(page, 'sign-in dialog with the wrong-kind hint');
  await hint.getByRole('button', { name: 'Choose Business' }).click();
  await expect(dialog.getByRole('button', { name: 'Business', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('business');
});

test('the Actions menu of a single search result is in view and works; Blacklist asks, Cancel changes nothing', async ({
  page,
  request,
}) => {
  await signInAdmin(page);
  await page.goto('/admin-dashboard?tab=creative&page=1&q=Okonkwo');
  const row = page.getByRole('row', { name: /Adaeze Okonkwo/ });
  await expect(row.getByText('active', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2); // the header and one result
  await row.getByRole('button', { name: 'Actions for Adaeze Okonkwo' }).click();
  for (const name of ['View Details', 'Admin Profile', 'BlackList', 'Delete']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await page.getByRole('button', { name: 'BlackList', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Blacklist user' });
  await expect(confirm).toContainText(
    'Blacklist Adaeze Okonkwo? They are signed out at once and cannot sign in, and their profile and content are hidden from everyone until you unblacklist them.',
  );
  await expectAccessible(page, 'blacklist confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('active', { exact: true })).toBeVisible();
  // Still not blacklisted on the server: the creative signs in.
  expect((await apiLogin(request, 'creative', DEMO.creative)).token).toBeTruthy();
});

test('on a phone (390 px) the admin directory is a list of cards, with the same Actions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto('/admin-dashboard?tab=creative&page=1');
  const list = page.getByRole('list', { name: 'Creatives' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  // The newest creatives come first, and other journeys of the run sign up creatives of their own: find the demo one.
  await page.goto('/admin-dashboard?tab=creative&page=1&q=Okonkwo');
  const card = list.getByRole('listitem').filter({ hasText: 'Adaeze Okonkwo' });
  const email = card.getByText(DEMO.creative, { exact: true });
  await expect(email).toBeVisible();
  // The address stays on one line (a table cell wrapped it letter by letter).
  const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await email.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  await expectAccessible(page, 'admin directory on a phone');
  await card.getByRole('button', { name: 'Actions for Adaeze Okonkwo' }).click();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText('Delete Adaeze Okonkwo?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});
