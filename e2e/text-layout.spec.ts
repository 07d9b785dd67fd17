// Issue 31, section 3: Nigerian letters in headings stay in the brand face, emoji names give whole initials, 200
// unbroken characters never make a page scroll sideways at 320 px, an unvisited page tapped offline opens the offline
// page, and the floating buttons cover nothing and are not offered to an admin.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { solidPng } from './support/images';
import { apiLogin, DEMO, signIn, signInAdmin } from './support/session';

const YORUBA = 'Ẹgbẹ́ Àṣà Foundation';
const HAUSA = 'Ɓata ɗaki ƙasa ƴaƴa Ƙarfi';
const LONG = (letter: string) => `${letter}${'x'.repeat(199)}`; // 200 characters, no break opportunity

async function uploadImage(request: APIRequestContext, token: string): Promise<string> {
  const upload = await request.post('/upload', {
    headers: { Authorization: token },
    data: { type: 'png', file: (await solidPng(32, 24)).toString('base64') },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  return ((await upload.json()) as { results: string }).results;
}

async function createProduct(request: APIRequestContext, token: string, title: string, description: string) {
  const image = await uploadImage(request, token);
  const response = await request.post('/clap/prop/product', {
    headers: { Authorization: token },
    data: {
      title,
      description,
      link: 'https://example.com/p',
      images: [image],
      category: 'product',
      price: 1000,
      quantity: 1,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: { data: { id: number } } }).data.data.id;
}

async function createPost(request: APIRequestContext, token: string, title: string, description: string) {
  const image = await uploadImage(request, token);
  const response = await request.post('/clap/prop/posts', {
    headers: { Authorization: token },
    data: { title, description, link: 'https://example.com/post', images: [image] },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Clusters of `text` that the heading's font stack draws in a fallback face instead of Poppins: each cluster is
 * measured with Poppins before two different fallbacks; where Poppins draws it, both widths are the same. */
async function clustersNotInPoppins(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (text) => {
    await document.fonts.load('700 40px Poppins', text);
    await document.fonts.ready;
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (cluster: string, fallback: string) => {
      context.font = `700 40px Poppins, ${fallback}`;
      return context.measureText(cluster).width;
    };
    const clusters = Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (s) => s.segment,
    );
    return clusters.filter((c) => c.trim() && Math.abs(width(c, 'monospace') - width(c, 'serif')) > 0.01);
  }, text);
}

async function noSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a Yorùbá and a Hausa heading render in the brand face alone; English pages never fetch the accented file', async ({
      page,
      request,
    }) => {
      const fontFiles: string[] = [];
      page.on('request', (r) => {
        if (/\.woff2$/.test(new URL(r.url()).pathname)) fontFiles.push(new URL(r.url()).pathname);
      });
      await page.goto('/marketpage');
      await expect(page.locator('h1').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(fontFiles.some((f) => f.includes('accented'))).toBe(false);
      // The method can fail: the system's emoji and the naira sign (not in Poppins) are told apart.
      expect(await clustersNotInPoppins(page, 'A₦')).toEqual(['₦']);

      const { token } = await apiLogin(request, 'creative', DEMO.creative);
      const id = await createProduct(request, token, YORUBA, `${HAUSA}.`);
      await page.goto(`/marketdetailsPage/${id}`);
      const heading = page.getByRole('heading', { level: 1, name: YORUBA });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveCSS('font-family', /^Poppins/);
      expect(await clustersNotInPoppins(page, YORUBA)).toEqual([]);
      expect(await page.evaluate((t) => document.fonts.check('700 1em Poppins', t), YORUBA)).toBe(true);
      expect(await clustersNotInPoppins(page, HAUSA)).toEqual([]);
      expect(await clustersNotInPoppins(page, 'ẸỌṢỊỤṄƁƊƘƳ ẹọṣịụṅɓɗƙƴ àáèéìíòóùú ǹḿńāēīōū ọ̀ẹ́ị̄')).toEqual([]);
      expect(fontFiles.some((f) => f.includes('accented'))).toBe(true);
      await page.screenshot({ path: `test-results/screenshots/yoruba-heading-${width}.png` });
    });

    test('the floating buttons cover no text at the end of a page, and an admin gets neither Create nor Apply for funding', async ({
      page,
      browser,
    }) => {
      await signIn(page, 'creative', DEMO.creative);
      for (const path of ['/homepage', '/marketpage', '/toolsPage']) {
        await page.goto(path);
        const create = page.getByRole('button', { name: 'Create a post or product' });
        await expect(create).toBeVisible();
        // To the end by keyboard (scrolling by wheel hides the buttons while it goes down; the keyboard never does).
        await expect
          .poll(async () => {
            await page.keyboard.press('End');
            return page.evaluate(
              () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
            );
          })
          .toBe(true);
        await expect(create).toBeVisible();
        const covered = await page.evaluate(() => {
          const buttons = [...document.querySelectorAll('.floating-actions > *')].map((e) =>
            e.getBoundingClientRect(),
          );
          const hits: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (
              !node.textContent?.trim() ||
              node.parentElement?.closest('.floating-actions, [role="status"]')
            )
              continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const text of range.getClientRects()) {
              if (text.width === 0 || text.bottom <= 0 || text.top >= window.innerHeight) continue;
              const overlaps = buttons.some(
                (b) =>
                  text.left < b.right && text.right > b.left && text.top < b.bottom && text.bottom > b.top,
              );
              if (overlaps) hits.push(node.textContent.trim().slice(0, 40));
            }
          }
          return hits;
        });
        expect(covered, `${path}: text under the floating buttons`).toEqual([]);
      }

      const admin = await browser.newPage({ viewport: page.viewportSize()! });
      await signInAdmin(admin);
      await admin.goto('/homepage');
      await expect(admin.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
      await expect(admin.getByRole('button', { name: 'Create a post or product' })).toHaveCount(0);
      if (width === 390)
        await admin.locator('.site-header').getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(admin.getByRole('link', { name: 'Funding' }).first()).toBeAttached();
      await expect(admin.getByRole('button', { name: 'Apply for funding' })).toHaveCount(0);
      await admin.close();
    });
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('200 unbroken characters in titles, names and descriptions never make a page scroll sideways', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const creative = await apiLogin(request, 'creative', DEMO.creative);
    const business = await apiLogin(request, 'business', DEMO.business);
    const businessId = (business.user as { id: number }).id;
    const names = business.user as { trade_name?: string; registered_name?: string };
    const tradeName = names.trade_name ?? 'Demo Business';
    const registeredName = names.registered_name ?? tradeName;
    const rename = (trade_name: string, registered_name = trade_name) =>
      request.put('/clap/prop/business-info/edit_profile', {
        headers: { Authorization: business.token },
        data: { trade_name, registered_name },
      });
    await createPost(
      request,
      creative.token,
      LONG('P'),
      `${LONG('D')} ${'https://example.com/'.padEnd(200, 'u')}`,
    );
    const productId = await createProduct(request, business.token, LONG('R'), LONG('E'));
    const renamed = await rename(LONG('N'));
    expect(renamed.ok(), await renamed.text()).toBeTruthy();
    try {
      const pages: [string, string][] = [
        ['/homepage', 'feed'],
        ['/marketpage', 'marketplace'],
        [`/marketdetailsPage/${productId}`, 'product details'],
        [`/profile/${businessId}`, 'profile'],
        ['/directorypage', 'directory'],
      ];
      for (const [path, where] of pages) {
        await page.goto(path);
        await expect(page.locator('main h1, main h2, main h3').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await noSidewaysScroll(page, where);
      }
      // The long strings are really on the pages measured.
      await page.goto('/homepage');
      await expect(page.getByRole('heading', { name: LONG('P') })).toBeVisible();
      await page.goto(`/marketdetailsPage/${productId}`);
      await expect(page.getByRole('heading', { level: 1, name: LONG('R') })).toBeVisible();
      await expect(page.getByText(LONG('N')).first()).toBeVisible();
      await noSidewaysScroll(page, 'product details with the seller');
      await page.goto(`/profile/${businessId}`);
      await expect(page.getByText(LONG('N')).first()).toBeVisible();
      await noSidewaysScroll(page, 'profile');
    } finally {
      await rename(tradeName, registeredName);
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the admin's funding table scrolls in its own labelled region, never the page", async ({
    page,
    request,
  }) => {
    const business = await apiLogin(request, 'business', DEMO.business);
    const created = await request.post('/clap/prop/funding', {
      headers: { Authorization: business.token },
      data: { amount: 5000, purpose: `A studio for ${LONG('F')}`, programme: 'equity', documents: [] },
    });
    expect(created.status(), await created.text()).toBe(201);
    await signInAdmin(page);
    await page.goto('/admin/funding');
    const region = page.getByRole('region', { name: /funding applications/ });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    await noSidewaysScroll(page, '/admin/funding');
    const scroll = await region.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(scroll.scroll).toBeGreaterThan(scroll.client);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    await expectAccessible(page, '/admin/funding at 390 px');
  });
});

test.describe('emoji and offline at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('without the service worker', () => {
    // The feed's answer is changed in flight by page.route, which does not see a service worker's requests: the
    // feed renders once its chunk is in, by which time the worker may control the page.
    test.use({ serviceWorkers: 'block' });

    test("an emoji name's initials are whole clusters, never half a surrogate pair", async ({ page }) => {
      // Every demo account has a photo; the feed's answer is changed in flight so its first author has none.
      await page.route(/\/clap\/prop\/public\/post(\?|$)/, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { author?: Record<string, unknown> }[] };
        const author = body.data[0]?.author;
        if (author)
          Object.assign(author, {
            first_name: '👩🏾‍🎨',
            last_name: 'Ọlá',
            registered_name: null,
            name: null,
            photo: null,
            logo: null,
          });
        await route.fulfill({ response, json: body });
      });
      await page.goto('/homepage');
      const initials = page.locator('main .post-card__avatar--initials').first();
      await expect(initials).toHaveText('👩🏾‍🎨Ọ');
      expect(await initials.textContent()).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      await expect(page.getByRole('button', { name: "View 👩🏾‍🎨 Ọlá's profile" }).first()).toBeVisible();
    });
  });

  test('offline, a tapped link to a page not yet visited opens the offline page, never "Something went wrong"', async ({
    page,
    context,
  }) => {
    await page.goto('/homepage');
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 20_000 });
    await page.reload();
    await expect(page.locator('main article.post-card').first()).toBeVisible();
    await context.setOffline(true);
    try {
      await page.locator('.site-header').getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('link', { name: 'Tools', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe('/toolsPage');
      // The saved pages are offered from there.
      await expect(page.getByRole('link', { name: /Home/ }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('offline without a service worker', () => {
  test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });

  test('a page whose screen cannot load offline says so in the portal, not "Something went wrong"', async ({
    page,
    context,
  }) => {
    await page.goto('/homepage');
    await expect(page.locator('main article.post-card').first()).toBeVisible();
    await context.setOffline(true);
    try {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Tools', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByText('This page is not saved on this device')).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
