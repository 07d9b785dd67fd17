// Issue 7: every route of the route table passes axe (WCAG 2 A/AA, no serious or critical violation), each opened
// as the account it is meant for: public pages anonymously, token pages as a creative (or a partner for the
// training form), admin pages as the admin. The list comes from src/config/paths.ts, so a new route is covered.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths, routePatterns } from '../src/config/paths';
import { expectAccessible, settled } from './support/a11y';
import { DEMO, signIn, signInAdmin } from './support/session';

type Who = 'anonymous' | 'creative' | 'partner' | 'admin';

const TOKEN_PAGES = new Set<string>([
  paths.profilePage,
  paths.businessProfile,
  paths.businessPage,
  paths.addBusiness,
  paths.settings,
  paths.newForm,
  paths.fundingApply,
  paths.myCertificates,
  paths.notifications,
]);
const ADMIN_PAGES = new Set<string>([
  paths.adminDashboard,
  paths.adminPages,
  paths.adminMail,
  paths.adminFunding,
]);

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const body = (await (await request.get(path)).json()) as { data: unknown };
  const list = (Array.isArray(body.data) ? body.data : (body.data as { data: { id: number }[] }).data) as {
    id: number;
  }[];
  return list[0].id;
}

/** Every static path, plus each parameterised pattern with a real id from the demo data. */
async function everyRoute(request: APIRequestContext): Promise<[string, Who][]> {
  const routes: [string, Who][] = [];
  for (const value of Object.values(paths)) {
    if (typeof value !== 'string') continue;
    const who: Who = ADMIN_PAGES.has(value)
      ? 'admin'
      : value === paths.trainingForm
        ? 'partner'
        : TOKEN_PAGES.has(value)
          ? 'creative'
          : 'anonymous';
    routes.push([value, who]);
  }
  const directory = (await (
    await request.get('/clap/prop/public/directory?tab=creatives&page=1&limit=1')
  ).json()) as {
    data: { creatives: { id: number; username?: string }[] };
  };
  const creative = directory.data.creatives[0];
  const creativeId = creative.id;
  const filled: Record<keyof typeof routePatterns, [string, Who]> = {
    userProducts: [paths.userProducts(creative.username ?? String(creativeId)), 'anonymous'],
    adminProfile: [paths.adminProfile(creativeId), 'admin'],
    trainingDetail: [
      paths.trainingDetail(await firstId(request, '/clap/prop/event/all?limit=1')),
      'anonymous',
    ],
    toolDetail: [paths.toolDetail(await firstId(request, '/clap/prop/tool/all?limit=1')), 'anonymous'],
    opportunityDetail: [
      paths.opportunityDetail(await firstId(request, '/clap/prop/opportunity/all?limit=1')),
      'anonymous',
    ],
    proposalDetail: [paths.proposalDetail(1), 'anonymous'],
    profile: [paths.profile(creativeId), 'anonymous'],
    publicProfile: [paths.publicProfile(creativeId), 'anonymous'],
    marketDetail: [
      paths.marketDetail(await firstId(request, '/clap/prop/public/product?page=1&limit=1')),
      'anonymous',
    ],
    adminPage: [paths.adminPage('privacy'), 'admin'],
    // An unknown code: the page that says so (e2e/certificates.spec.ts opens real ones).
    verifyCertificate: [paths.verifyCertificate('AAAAAAAAAAAAAAAAAAAA'), 'anonymous'],
  };
  routes.push(...Object.values(filled), ['/no-such-page', 'anonymous']);
  return routes;
}

async function signInAs(page: Page, who: Who) {
  if (who === 'creative') await signIn(page, 'creative', DEMO.creative);
  if (who === 'partner') await signIn(page, 'partner', DEMO.partner);
  if (who === 'admin') await signInAdmin(page);
}

test('every route passes axe as the account it is meant for', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const routes = await everyRoute(request);
  expect(routes.length).toBeGreaterThanOrEqual(55);
  for (const who of ['anonymous', 'creative', 'partner', 'admin'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, who);
    for (const [path] of routes.filter(([, w]) => w === who)) {
      await test.step(`${who} ${path}`, async () => {
        await page.goto(path);
        await settled(page);
        // /fundingpage opens its funding dialog on arrival, after the page: wait for it, or a busy machine has axe
        // measure the page while the dialog starts to fade in over it.
        if (path === paths.fundingPage)
          await expect(page.locator('.modal.show[aria-modal="true"]')).toBeVisible();
        await expectAccessible(page, path);
      });
    }
    await context.close();
  }
});
