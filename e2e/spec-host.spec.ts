// Issue 30 section 5: the portal built against a host that offers only the spec's routes (the ministry's existing
// /clap host). page.route lets the spec's calls (e2e/support/spec-routes.ts) through to the real server and answers
// 404 for every other /clap call, /clap/capabilities included, as a host without our extensions does. The main pages
// and a signed-in creative's profile then show no error toast, call no extension (so no failed call logs a console
// error) and offer no extension's button or link.
import { expect, test, type Page } from '@playwright/test';
import { isSpecRoute } from './support/spec-routes';
import { demoBusinessProduct } from './support/products';
import { DEMO, signIn } from './support/session';

const CAPABILITIES = '/clap/capabilities';

interface Watch {
  /** /clap calls the spec does not list, other than the capabilities question itself. */
  extensionCalls: string[];
  consoleErrors: string[];
  capabilitiesAsked: () => boolean;
}

async function standInHost(page: Page): Promise<Watch> {
  const watch = { extensionCalls: [] as string[], consoleErrors: [] as string[] };
  let asked = false;
  await page.route('**/clap/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/clap/, '');
    if (isSpecRoute(request.method(), path)) return route.continue();
    if (url.pathname === CAPABILITIES) asked = true;
    else watch.extensionCalls.push(`${request.method()} ${url.pathname}`);
    return route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, message: 'Not found' }),
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The one 404 the portal expects from such a host: its question about extensions.
    if (message.location().url.includes(CAPABILITIES)) return;
    watch.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  return { ...watch, capabilitiesAsked: () => asked };
}

/** No extension's button, link or menu entry on the page (their accessible names, as the portal writes them). */
const EXTENSION_CONTROLS: { role: 'button' | 'link'; name: RegExp }[] = [
  { role: 'button', name: /^Report\b/ },
  { role: 'link', name: /^Report\b/ },
  { role: 'button', name: /Enquire|Send an enquiry/ },
  // Edit, Delete and Take down of content name the item ("Edit post “…”"); the profile's own Edit My Information and
  // Delete skill are the spec's.
  { role: 'button', name: /^(Edit|Delete|Take down) (post|product|tool|opportunity|training) “/ },
  { role: 'link', name: /Apply (online|here) with the portal|funding application/i },
  { role: 'link', name: /^Open data$/ },
  { role: 'link', name: /^(Pages|Mail delivery|Funding applications|Insights|Reports|Portal identity)$/ },
];

async function settle(page: Page, watch: Watch) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  // The portal asks once, after the first screen; its answer (404) switches every extension off.
  await expect.poll(() => watch.capabilitiesAsked()).toBe(true);
  await page.waitForLoadState('networkidle');
}

async function expectNoExtension(page: Page, watch: Watch, where: string) {
  await settle(page, watch);
  await expect(page.locator('.Toastify__toast--error'), `${where}: error toast`).toHaveCount(0);
  for (const { role, name } of EXTENSION_CONTROLS) {
    await expect(page.getByRole(role, { name }), `${where}: ${role} ${String(name)}`).toHaveCount(0);
  }
  expect(watch.extensionCalls, `${where}: calls to extensions`).toEqual([]);
  expect(watch.consoleErrors, `${where}: console errors`).toEqual([]);
}

const PUBLIC_PAGES = [
  '/',
  '/homepage',
  '/directorypage',
  '/marketpage',
  '/toolsPage',
  '/opportunitypage',
  '/trainingpage',
  '/fundingpage',
  '/funding',
  '/aboutus',
  '/login',
];

test('a host with only the spec routes: the main pages show no error and no extension', async ({ page }) => {
  const watch = await standInHost(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectNoExtension(page, watch, path);
  }
});

test("a host with only the spec routes: a details page and a signed-in creative's profile", async ({
  page,
}) => {
  const product = await demoBusinessProduct(page.request, 'Spec host wrapper');
  const watch = await standInHost(page);
  await page.goto(`/marketdetailsPage/${product.id}`);
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
  await expectNoExtension(page, watch, 'product details');

  await signIn(page, 'creative', DEMO.creative);
  for (const path of ['/homepage', '/profilepage', '/settings']) {
    await page.goto(path);
    await expectNoExtension(page, watch, `signed in: ${path}`);
  }
});
