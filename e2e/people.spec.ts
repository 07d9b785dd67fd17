// People journeys against the real server: a creative edits their profile, skills and cover and sees them on their
// public profile; the directory tabs and paging; an admin approves, blacklists and deletes.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import sharp from 'sharp';
import { waitForCode } from './support/mail';
import { DEMO, signIn as signInDemo } from './support/session';

const PASSWORD = 'Demo@Portal2026';

type Kind = 'user' | 'business' | 'partner' | 'admin';
interface Session {
  kind: Kind;
  token: string;
  user: Record<string, unknown>;
}

const profileKey: Record<Kind, string> = {
  user: 'userInfo',
  business: 'BusinessInfo',
  partner: 'PartnerInfo',
  admin: 'adminInfo',
};

/** Registers a fresh creative and verifies the e-mail with the mailed code. */
async function createCreative(
  request: APIRequestContext,
  lastName: string,
): Promise<Session & { email: string }> {
  const email = `people.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@e2e.test`;
  const response = await request.post('/clap/prop/creative/register', {
    data: { first_name: 'Ngozi', last_name: lastName, email, password: PASSWORD },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data: { token: string; data: Record<string, unknown> } };
  const token = body.data.token;
  const code = await waitForCode(email);
  const verify = await request.post('/clap/prop/creative/otp', {
    data: { otp: code },
    headers: { Authorization: token },
  });
  expect(verify.ok()).toBeTruthy();
  return { kind: 'user', token, user: body.data.data, email };
}

async function adminLogin(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/clap/prop/admin-auth/login', {
    multipart: { email: 'admin@creative.local', password: 'Admin@Portal2026' },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { token: string; data: { user: Record<string, unknown> } };
  return { kind: 'admin', token: body.token, user: body.data.user };
}

/** Stores the session exactly as a login would (spec section 3 keys). */
async function signIn(page: Page, session: Session) {
  await page.goto('/aboutus');
  await page.evaluate(
    ({ session, key }) => {
      localStorage.setItem('access_token', session.token);
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('userType', session.kind);
      if (session.kind !== 'admin') localStorage.setItem('loginType', session.kind);
      localStorage.setItem(key, JSON.stringify(session.user));
    },
    { session, key: profileKey[session.kind] },
  );
}

test('a creative edits information, skills and cover, and sees them on the public profile', async ({
  page,
  request,
}) => {
  const lastName = `Journey${Date.now()}`;
  const creative = await createCreative(request, lastName);
  const id = Number(creative.user.id);
  await signIn(page, creative);

  await page.goto('/profilepage');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Ngozi ${lastName}` })).toBeVisible();
  await expectAccessible(page);

  // Edit My Information: dependent selects (category follows expertise, LGA follows state).
  await page.getByRole('button', { name: 'Edit My Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit My Information' });
  await expect(dialog.getByLabel('Category')).toBeDisabled();
  await dialog.getByLabel('Industry / expertise').selectOption('Fashion');
  await dialog.getByLabel('Category').selectOption('Tailoring');
  await dialog.getByLabel('State of origin').selectOption('Lagos');
  await dialog.getByLabel('LGA of origin').selectOption('Ikeja');
  await dialog.getByLabel('Employment status').selectOption('Freelancer');
  await dialog.getByLabel('Bio').fill('I make bespoke agbada for weddings.');
  await dialog.getByLabel('Funding').check();
  await dialog.getByLabel(/How much funding/).fill('A new sewing machine');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('profile updated').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('I make bespoke agbada for weddings.')).toBeVisible();

  // Skills: a common one, an 'Other' one, then delete the first (it leaves the list at once).
  await page.getByLabel('Add a skill').selectOption('Photography');
  await page.getByRole('button', { name: 'Add skill' }).click();
  await expect(page.getByText('Skills updated successfully!').first()).toBeVisible();
  await page.getByLabel('Add a skill').selectOption('Other');
  await page.getByLabel('Other skill').fill('Adire Dyeing');
  await page.getByRole('button', { name: 'Add skill' }).click();
  const mySkills = page.getByRole('list', { name: 'Your skills' });
  await expect(mySkills.getByText('Adire Dyeing')).toBeVisible();
  await page.getByRole('button', { name: 'Delete skill Photography' }).click();
  await expect(mySkills.getByText('Photography')).toHaveCount(0);
  await expect(page.getByText('Skill deleted successfully!').first()).toBeVisible();

  // Cover upload (PNG) with progress and the success text; a JPEG cover is refused visibly.
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#aa5522' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Upload cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('cover image updated').first()).toBeVisible();
  await expect(page.getByRole('img', { name: `Ngozi ${lastName} cover` })).toHaveAttribute('src', /\S+/);
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Upload cover image')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(
    page.getByRole('alert').filter({ hasText: 'The cover image must be a PNG file.' }),
  ).toBeVisible();

  // The public profile, loaded by id alone (a shared link).
  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ngozi ${lastName}` })).toBeVisible();
  await expect(page.getByText('I make bespoke agbada for weddings.')).toBeVisible();
  await expect(page.getByText('Fashion · Tailoring')).toBeVisible();
  await expect(page.getByText(/Ikeja/)).toBeVisible();
  await expect(page.getByText('Adire Dyeing')).toBeVisible();
  await expect(page.getByRole('img', { name: `Ngozi ${lastName} cover` })).toBeVisible();
  await expect(page.getByText('A new sewing machine')).toHaveCount(0); // support details are admin-only
  await expectAccessible(page);
  await page.goto(`/publicProfile/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ngozi ${lastName}` })).toBeVisible();

  // Business pages: add a business in the modal (saving closes it), then the business view and the add page.
  await page.goto('/businessProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Business Profile' })).toBeVisible();
  await expect(page.getByText('No Business Added')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add a Business' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a Business' });
  await addDialog.getByLabel('Business name').fill('Ngozi Tailoring Hub');
  await addDialog.getByLabel('Sector').selectOption('Fashion');
  await addDialog.getByLabel('Area').selectOption('Tailoring');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ngozi Tailoring Hub' })).toBeVisible();
  await page.goto('/bussinesspage');
  await expect(page.getByRole('heading', { name: 'Ngozi Tailoring Hub' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/addbusiness');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Business' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toBeVisible();
  await expectAccessible(page);
});

test('the directory tabs and paging work, with tab and page in the URL', async ({ page }) => {
  await page.goto('/directorypage');
  await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
  const creatives = page.getByRole('list', { name: 'Creatives' });
  await expect(creatives.getByRole('listitem')).toHaveCount(10);
  // Profiles are told apart by their links: names repeat (several tests sign up a "Chidi Okafor").
  const profileLinks = () =>
    creatives.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const firstPage = await profileLinks();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/tab=creatives/);
  await expect(page).toHaveURL(/page=2/);
  await expect(creatives.getByRole('listitem')).toHaveCount(10);
  await expect.poll(async () => (await profileLinks())[0]).not.toBe(firstPage[0]);
  const secondPage = await profileLinks();
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

  await page.getByRole('button', { name: /^Businesses/ }).click();
  await expect(page).toHaveURL(/tab=business/);
  await expect(page).toHaveURL(/page=1/);
  const businesses = page.getByRole('list', { name: 'Businesses' });
  await expect(businesses.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/tab=business&page=2|page=2.*tab=business/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(businesses.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: /^Partners/ }).click();
  await expect(page.getByRole('list', { name: 'Partners' }).getByRole('listitem').first()).toBeVisible();
  // Unapproved partners never appear.
  await page.getByLabel('Search the directory by name').fill('Sunrise Arts');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=Sunrise/);
  await expect(page.getByText('No partners match "Sunrise Arts".')).toBeVisible();

  // A card opens the public profile.
  await page.goto('/directorypage?tab=creatives&page=1');
  const first = creatives.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('an admin approves a partner, blacklists a creative and deletes a business', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminLogin(request);
  await signIn(page, admin);

  // Approve the pending partner (only a partner with an industry shows Approve).
  await page.goto('/admin-dashboard?tab=partner&page=1&q=Sunrise');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Directory' })).toBeVisible();
  const partnerRow = page.getByRole('row', { name: /Sunrise Arts Trust/ });
  await expect(partnerRow.getByText('pending', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await partnerRow.getByRole('button', { name: 'Actions for Sunrise Arts Trust' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('User approved successfully').first()).toBeVisible();
  await expect(partnerRow.getByText('pending', { exact: true })).toHaveCount(0);
  const publicPartners = await request.get('/clap/prop/public/directory?tab=partners&q=Sunrise');
  expect(((await publicPartners.json()) as { data: { partners: unknown[] } }).data.partners).toHaveLength(1);

  // Blacklist a creative who is signed in elsewhere: they vanish from the directory, their next call gets 401.
  const lastName = `Blocked${Date.now()}`;
  const creative = await createCreative(request, lastName);
  const creativeContext = await browser.newContext();
  const creativePage = await creativeContext.newPage();
  await signIn(creativePage, creative);
  await creativePage.goto('/profilepage');
  await expect(creativePage.getByRole('heading', { name: `Ngozi ${lastName}` })).toBeVisible();
  await page.goto(`/directorypage?tab=creatives&page=1&q=${lastName}`);
  await expect(page.getByRole('link', { name: `Ngozi ${lastName}` })).toBeVisible();

  await page.goto(`/admin-dashboard?tab=creative&page=1&q=${lastName}`);
  const creativeRow = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(creativeRow.getByText('active', { exact: true })).toBeVisible();
  // View Details carries the profile and the admin flag: the admin fields and the experience panel show.
  await creativeRow.getByRole('button', { name: `Actions for Ngozi ${lastName}` }).click();
  await page.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('region', { name: 'Admin details' })).toContainText(creative.email);
  await expect(page.getByRole('complementary', { name: 'Experience side panel' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/adminprofile/${String(creative.user.id)}`);
  await expect(page.getByRole('heading', { name: 'EXPERIENCE' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'BlackList Creator' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/admin-dashboard?tab=creative&page=1&q=${lastName}`);
  await creativeRow.getByRole('button', { name: `Actions for Ngozi ${lastName}` }).click();
  await page.getByRole('button', { name: 'BlackList' }).click();
  await page
    .getByRole('dialog', { name: 'Blacklist user' })
    .getByRole('button', { name: 'BlackList' })
    .click();
  await expect(page.getByText('User blacklisted successfully').first()).toBeVisible();
  await expect(creativeRow.getByText('blocked', { exact: true })).toBeVisible();
  await page.goto(`/directorypage?tab=creatives&page=1&q=${lastName}`);
  await expect(page.getByText(`No creatives match "${lastName}".`)).toBeVisible();
  await creativePage.reload();
  await expect(creativePage).toHaveURL(/\/login(\?|$)/);
  expect(await creativePage.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await creativeContext.close();

  // Delete a business, after confirming.
  await page.goto('/admin-dashboard?tab=business&page=1&q=Eko%20Beats');
  const businessRow = page.getByRole('row', { name: /Eko Beats Records/ });
  await businessRow.getByRole('button', { name: 'Actions for Eko Beats Records' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText('Eko Beats Records');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully').first()).toBeVisible();
  await expect(page.getByText('No businesses match "Eko Beats".')).toBeVisible();
});

test('own profiles (issue 13): residence and origin as labelled pairs; a cover the server refuses leaves no preview or bar', async ({
  page,
  request,
}) => {
  const lastName = `Places${Date.now()}`;
  const creative = await createCreative(request, lastName);
  const id = Number(creative.user.id);
  await signIn(page, creative);

  await page.goto('/profilepage');
  await expect(page.getByRole('heading', { name: `Ngozi ${lastName}` })).toBeVisible();
  // No sample contact card on a creative's profile.
  await expect(page.getByText(/Sample contact|contact@example\.com/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit My Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit My Information' });
  await dialog.getByLabel('State of origin').selectOption('Anambra');
  await dialog.getByLabel('LGA of origin').selectOption('Aguata');
  await dialog.getByLabel('State of residence').selectOption('Lagos');
  await dialog.getByLabel('LGA of residence').selectOption('Ikeja');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const info = page.getByRole('region', { name: 'Your information' });
  await expect(info.locator('dt:text-is("Residence") + dd')).toHaveText('Ikeja, Lagos');
  await expect(info.locator('dt:text-is("Origin") + dd')).toHaveText('Aguata, Anambra');

  // A JPEG sent as cover.png passes the browser's type check; the server reads its bytes and refuses it.
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Upload cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: jpeg });
  await expect(
    page.locator('p[role="alert"]').filter({ hasText: 'The cover image must be a PNG file.' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Selected image preview' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Cover image upload progress' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ngozi ${lastName}` })).toBeVisible();
  await expect(page.locator('dt:text-is("Residence") + dd')).toHaveText('Ikeja, Lagos');
  await expect(page.locator('dt:text-is("Origin") + dd')).toHaveText('Aguata, Anambra');
  await expect(page.getByText('Aguata, Lagos')).toHaveCount(0);
  await expectAccessible(page);
});

test('own profiles (issue 13): a partner edits its contact person and has no Skills card', async ({
  page,
}) => {
  await signInDemo(page, 'partner', DEMO.partner);
  await page.goto('/profilepage');
  await expect(page.getByRole('region', { name: 'Contact person' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skills' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit My Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit My Information' });
  const contactName = `Contact ${Date.now()}`;
  await dialog.getByLabel('Contact Name').fill(contactName);
  await dialog.getByLabel('Contact Number').fill('+234 803 555 0101');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const contact = page.getByRole('region', { name: 'Contact person' });
  await expect(contact).toContainText(contactName);
  await expect(contact).toContainText('+234 803 555 0101');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Contact person' })).toContainText(contactName);
});

test('own profiles (issue 13): a business sees its own business, one Skills card and no sample contact', async ({
  page,
}) => {
  await signInDemo(page, 'business', DEMO.business);
  await page.goto('/profilepage');
  await expect(page.getByRole('button', { name: 'Edit My Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skills' })).toHaveCount(1);
  await expect(page.getByText(/Sample contact|contact@example\.com/)).toHaveCount(0);
  await page.goto('/businessProfile');
  await expect(
    page.getByRole('list', { name: 'Your businesses' }).getByRole('heading').first(),
  ).toBeVisible();
  await expect(page.getByText('No Business Added')).toHaveCount(0);
  await expectAccessible(page);
});
