// Issue 31 section 1: the Ministry's identity and complete legal pages. On a fresh start (the demo's fictional
// identity) the footer links the spec's sections, Privacy Policy and Terms & Condition and shows the configured
// social icons at 390 and 1280 px; no page a visitor can reach, nor the phone menu, shows '[To be provided' or an
// unfilled token; the admin edits the identity and the footer and the privacy policy show it; security.txt answers.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { ADMIN } from './support/session';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Every public route a visitor reaches from the navigation, the footer, the landing page and the sign-up screens. */
const PUBLIC_ROUTES = [
  '/',
  '/homepage',
  '/directorypage',
  '/marketpage',
  '/toolsPage',
  '/opportunitypage',
  '/trainingpage',
  '/vision-mission',
  '/8-point-plan',
  '/aboutus',
  '/faq',
  '/privacy',
  '/t&c',
  '/terms-of-use',
  '/accessibility',
  '/licensepage',
  '/fundingpage',
  '/open-data',
  '/login',
  '/creative',
  '/partner',
  '/business',
  '/signup',
];

const LEFTOVERS =
  /\[To be provided|\{(operator|short_name|address|email|phone|website|dpo_name|dpo_email|backup_days)\}/;

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/clap/prop/admin-auth/login', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; data: { user: unknown } };
}

async function signInAdmin(page: Page, path: string) {
  const { token, data } = await adminToken(page.request);
  await page.goto('/homepage');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('userType', 'admin');
      localStorage.setItem('adminInfo', JSON.stringify(user ?? {}));
    },
    { token, user: data.user },
  );
  await page.goto(path);
}

const siteFooter = (page: Page) => page.locator('footer.site-footer');

for (const size of SIZES) {
  test(`the footer on a fresh start links the spec's sections and the legal pages (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/homepage');
    const footer = siteFooter(page);
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    for (const name of ['Directory', 'Marketplace', 'Tools', 'Opportunities', 'Funding']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(1);
    }
    await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(nav.getByRole('link', { name: 'Terms & Condition' })).toHaveAttribute('href', '/t&c');
    await expect(nav.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    // The demo's identity: its social accounts as icons (after the page), its short name beside the year.
    await expect(footer.getByRole('link', { name: 'TikTok' })).toHaveAttribute(
      'href',
      'https://tiktok.example/ministry-demo',
    );
    await expect(footer.getByRole('link', { name: 'Follow us' })).toHaveCount(0);
    await expect(footer).toContainText(`${new Date().getFullYear()} CLAP · FMACCE (demo)`);
    // The chat button goes to the configured (demo) number, never the old placeholder.
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/2347000000000\?text=/,
    );
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(
      page.getByText(
        'The Federal Ministry of Art, Culture and the Creative Economy (demo) is the data controller',
        { exact: false },
      ),
    ).toBeVisible();
    await expectAccessible(page);
    // The sign-up screens and / link the legal pages too.
    for (const path of ['/', '/creative']) {
      await page.goto(path);
      const legal = page.getByRole('navigation', { name: 'Legal' });
      await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await expect(legal.getByRole('link', { name: 'Terms & Condition' })).toBeVisible();
    }
  });
}

test('no page a visitor can reach shows a placeholder or an unfilled token, nor does the phone menu', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    // The page's own text as it settles (the API's answer replaces the bundled draft).
    await page.waitForLoadState('networkidle');
    const text = await page.evaluate(() => document.body.innerText);
    expect(text, path).not.toMatch(LEFTOVERS);
  }
  // The drafts only the Ministry can write show a short notice instead of their text.
  await page.goto('/8-point-plan');
  await expect(page.getByText('This page is being prepared. Please come back soon.')).toBeVisible();
  await expectAccessible(page);
  // The phone menu lists the published About Us pages only, as the sidebar does.
  await page.goto('/homepage');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
  for (const draft of ['Vision & Mission', '8-Point Plan', 'About the Ministry']) {
    await expect(menu.getByRole('link', { name: draft })).toHaveCount(0);
  }
  expect(await menu.innerText()).not.toMatch(LEFTOVERS);
});

test('the admin edits the identity; the footer and the privacy policy show it; security.txt follows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page, '/admin/identity');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal identity' })).toBeVisible();
  const short = page.getByRole('textbox', { name: 'Short name' });
  await expect(short).toHaveValue('FMACCE (demo)');
  await expectAccessible(page);
  try {
    await page
      .getByRole('textbox', { name: 'Full name of the operator' })
      .fill('Federal Ministry of E2E Testing');
    await short.fill('FME2E');
    await page.getByRole('textbox', { name: 'Data-protection e-mail' }).fill('privacy@e2e.example');
    await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('hello@e2e.example');
    await page.getByRole('textbox', { name: 'Facebook link' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Portal identity saved.')).toBeVisible();
    await expect(siteFooter(page)).toContainText('· FME2E');

    // A new visit (another visitor) reads the stored identity from the server.
    await page.goto('/privacy');
    await expect(
      page.getByText('The Federal Ministry of E2E Testing is the data controller', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('E-mail: privacy@e2e.example')).toBeVisible();
    await expect(siteFooter(page)).toContainText('· FME2E');
    await expect(siteFooter(page).getByRole('link', { name: 'Facebook' })).toHaveCount(0);

    const securityTxt = await page.request.get('/.well-known/security.txt');
    expect(securityTxt.status()).toBe(200);
    expect(securityTxt.headers()['content-type']).toMatch(/^text\/plain/);
    const body = await securityTxt.text();
    expect(body).toContain('Contact: mailto:hello@e2e.example');
    expect(body).toMatch(/Canonical: http:\/\/127\.0\.0\.1:\d+\/\.well-known\/security\.txt/);
    expect(body).toMatch(/Expires: \d{4}-\d\d-\d\dT/);
    expect(body).toContain('Preferred-Languages: en');
  } finally {
    // Back to the server's (demo) settings for the journeys that follow.
    const { token } = await adminToken(page.request);
    await page.request.delete('/clap/prop/admin/identity', { headers: { authorization: token } });
  }
});
