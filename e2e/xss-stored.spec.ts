// Issue 7, stored XSS: 34 attack strings go in through post titles and descriptions, product fields (through the
// author's edit, issue 14), a bio and skills, then the feed, the product's details, the public profile and the own
// profile are rendered in Chromium.
// The CSP alone would stop inline handlers, so the test also proves the markup never became markup: no element
// carrying the attack's marker attribute exists, no dialog opens, and the strings show as plain text.
import { expect, test, type Page } from '@playwright/test';
import { solidPng } from './support/images';
import { ADMIN, apiLogin, DEMO, signIn, signInAdmin } from './support/session';

const MARK = 'data-xss';
const RUN = `window.__xss=(window.__xss||0)+1`;
const ATTACKS = [
  `<script ${MARK}>${RUN}</script>`,
  `<img src=x onerror="${RUN}" ${MARK}>`,
  `"><img src=x onerror=${RUN} ${MARK}>`,
  `'><svg onload=${RUN} ${MARK}>`,
  `<svg><script ${MARK}>${RUN}</script></svg>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>" ${MARK}></iframe>`,
  `<details open ontoggle="${RUN}" ${MARK}>`,
  `<body onload=${RUN} ${MARK}>`,
  `<a href="javascript:${RUN}" ${MARK}>click me</a>`,
  `<object data="javascript:${RUN}" ${MARK}></object>`,
  `<embed src="javascript:${RUN}" ${MARK}>`,
  `<input autofocus onfocus=${RUN} ${MARK}>`,
  `<video><source onerror="${RUN}" ${MARK}></video>`,
  `<marquee onstart=${RUN} ${MARK}>x</marquee>`,
  `<form action="javascript:${RUN}" ${MARK}><button>go</button></form>`,
  `<base href="javascript:/" ${MARK}>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}" ${MARK}>`,
  `<img src="x" onerror="&#119;indow.__xss=1" ${MARK}>`,
  `<IMG SRC=x OnErRoR=${RUN} ${MARK}>`,
  `<img src=x onerror=${RUN} ${MARK}//`,
  `<scr<script>ipt ${MARK}>${RUN}</scr</script>ipt>`,
  `<div style="background:url(javascript:${RUN})" ${MARK}>bg</div>`,
  `<link rel=stylesheet href="data:text/css,*{}" ${MARK}>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN} ${MARK}>">`,
  `<template><img src=x onerror=${RUN} ${MARK}></template>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN} ${MARK}>`,
  `<style ${MARK}>*{display:none}</style>`,
  `%3Cscript%3E${RUN}%3C/script%3E`,
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
  `'';!--"<XSS ${MARK}>=&{()}`,
  `[click](javascript:${RUN})`,
  `javascript:${RUN}`,
];

/** Fails when an attack ran or became an element; records dialogs for the whole page's life. */
async function expectInert(page: Page, where: string) {
  const state = await page.evaluate(
    (mark) => ({
      ran: (window as unknown as { __xss?: number }).__xss ?? 0,
      elements: document.querySelectorAll(`[${mark}]`).length,
    }),
    MARK,
  );
  expect(state, where).toEqual({ ran: 0, elements: 0 });
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('34 attack strings through posts, products, bio and skills render as text everywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  expect(ATTACKS.length).toBeGreaterThanOrEqual(30);
  const session = await apiLogin(request, 'creative', DEMO.creative);
  const headers = { Authorization: session.token };

  const upload = await request.post('/upload', {
    headers,
    data: { type: 'png', file: (await solidPng(32, 24)).toString('base64') },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const image = ((await upload.json()) as { results: string }).results;

  // A javascript: link is refused at the door.
  const badLink = await request.post('/clap/prop/posts', {
    headers,
    data: { title: 'x', description: 'x', link: `javascript:${RUN}`, images: [image] },
  });
  expect(badLink.status()).toBe(400);

  // Posts: one per attack string as its title; every description carries all of them.
  const description = ATTACKS.join('\n');
  for (const [index, attack] of ATTACKS.entries()) {
    const response = await request.post('/clap/prop/posts', {
      headers,
      data: {
        title: `XSS ${index} ${attack}`.slice(0, 200),
        description,
        link: 'https://example.com/xss',
        images: [image],
      },
    });
    expect(response.ok(), `post ${index}: ${await response.text()}`).toBeTruthy();
  }
  // A product whose author's edit (issue 14) puts attacks in its title and description; an edit to a javascript:
  // link is refused at the door, as creation's is.
  const productBody = {
    title: 'XSS product, before its edit',
    description: 'Plain',
    link: 'https://example.com/p',
    images: [image],
    category: 'product',
    price: 1000,
    quantity: 1,
  };
  const product = await request.post('/clap/prop/product', { headers, data: productBody });
  expect(product.ok(), await product.text()).toBeTruthy();
  const productId = ((await product.json()) as { data: { data: { id: number } } }).data.data.id;
  const badEdit = await request.put(`/clap/prop/product/${productId}`, {
    headers,
    data: { ...productBody, link: `javascript:${RUN}` },
  });
  expect(badEdit.status()).toBe(400);
  const edited = await request.put(`/clap/prop/product/${productId}`, {
    headers,
    data: { ...productBody, title: `XSS product ${ATTACKS[1]}`, description },
  });
  expect(edited.ok(), await edited.text()).toBeTruthy();
  // The bio carries every attack; skills take those that fit a skill name.
  const phone = String((session.user as { phone_number?: string }).phone_number ?? '08030000000');
  const bio = await request.put(`/clap/prop/creative/${encodeURIComponent(phone)}`, {
    headers,
    data: { bio: ATTACKS.join(' ').slice(0, 2000) },
  });
  expect(bio.ok(), await bio.text()).toBeTruthy();
  const skillNames = ATTACKS.filter((attack) => attack.length <= 60).slice(0, 20);
  const skills = await request.post('/clap/prop/skill', { headers, data: { skills: skillNames } });
  expect(skills.ok(), await skills.text()).toBeTruthy();

  const dialogs = watchDialogs(page);
  await signIn(page, 'creative', DEMO.creative);

  // The feed: the 34 posts are the newest; Load More until all are shown, then expand every description.
  await page.goto('/homepage');
  const titles = page.getByRole('heading', { name: /^XSS \d+ / });
  const ours = page.locator('article.post-card').filter({ has: titles });
  await expect(titles.first()).toBeVisible();
  while ((await titles.count()) < ATTACKS.length) {
    await page.getByRole('button', { name: /Load More/ }).click();
    await expect(page.getByRole('button', { name: /Load More/ })).toBeEnabled();
  }
  const readMore = page.getByRole('button', { name: 'Read more' });
  while ((await readMore.count()) > 0) await readMore.first().click();
  await expectInert(page, 'feed');
  await expect(page.getByRole('heading', { name: `XSS 0 ${ATTACKS[0]}` })).toBeVisible();
  await expect(ours.first()).toContainText(ATTACKS[ATTACKS.length - 1]);

  // The product's details.
  await page.goto(`/marketdetailsPage/${productId}`);
  await expect(page.getByRole('heading', { name: `XSS product ${ATTACKS[1]}` })).toBeVisible();
  await expect(page.getByText(ATTACKS[0]).first()).toBeAttached();
  await expectInert(page, 'product details');

  // The marketplace list.
  await page.goto('/marketpage');
  await expect(page.getByText(`XSS product ${ATTACKS[1]}`).first()).toBeVisible();
  await expectInert(page, 'marketplace');

  // The public profile (by id alone, as a shared link) and the own profile page.
  await page.goto(`/profile/${String((session.user as { id: number }).id)}`);
  await expect(page.getByText(ATTACKS[2], { exact: false }).first()).toBeAttached();
  await expect(page.getByText(skillNames[0]).first()).toBeAttached();
  await expectInert(page, 'public profile');
  await page.goto('/profilepage');
  await expect(page.getByText(skillNames[0]).first()).toBeVisible();
  await expectInert(page, 'own profile');

  expect(dialogs).toEqual([]);
});

test('attack strings in a funding application and a reviewer note render as text for the applicant and the admin', async ({
  browser,
  request,
}) => {
  const session = await apiLogin(request, 'business', DEMO.business);
  const purpose = ATTACKS.join('\n').slice(0, 2000);
  const created = await request.post('/clap/prop/funding', {
    headers: { Authorization: session.token },
    data: { amount: 5000, purpose, programme: 'equity', documents: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, reference } = ((await created.json()) as { data: { id: number; reference: string } }).data;
  const login = await request.post('/clap/prop/admin-auth/login', { multipart: ADMIN });
  const adminToken = ((await login.json()) as { token: string }).token;
  const note = ATTACKS.join(' ').slice(0, 1000);
  const reviewed = await request.patch(`/clap/prop/admin/funding/${id}`, {
    headers: { Authorization: adminToken },
    data: { status: 'declined', note },
  });
  expect(reviewed.ok(), await reviewed.text()).toBeTruthy();

  const applicant = await (await browser.newContext()).newPage();
  const applicantDialogs = watchDialogs(applicant);
  await signIn(applicant, 'business', DEMO.business);
  await applicant.goto('/funding/apply');
  const mine = applicant.getByRole('region', { name: 'Your funding applications' });
  await expect(mine.getByText(reference)).toBeVisible();
  await mine.getByText('Status history').first().click();
  await expect(mine.getByText(ATTACKS[0], { exact: false }).first()).toBeAttached();
  await expectInert(applicant, 'applicant funding list');

  const admin = await (await browser.newContext()).newPage();
  const adminDialogs = watchDialogs(admin);
  await signInAdmin(admin);
  await admin.goto('/admin/funding');
  await expect(admin.getByText(reference)).toBeVisible();
  await expect(admin.getByText(ATTACKS[1], { exact: false }).first()).toBeAttached();
  await expectInert(admin, 'admin funding list');
  expect([...applicantDialogs, ...adminDialogs]).toEqual([]);
});

test("attack strings in a report's details render as text in the admin's Reports queue (issue 14)", async ({
  browser,
  request,
}) => {
  const author = await apiLogin(request, 'business', DEMO.business);
  const upload = await request.post('/upload', {
    headers: { Authorization: author.token },
    data: { type: 'png', file: (await solidPng(32, 24)).toString('base64') },
  });
  const image = ((await upload.json()) as { results: string }).results;
  const title = `Reported for XSS ${Date.now()}`;
  const post = await request.post('/clap/prop/posts', {
    headers: { Authorization: author.token },
    data: {
      title,
      description: 'A post someone reports.',
      link: 'https://example.com/reported',
      images: [image],
    },
  });
  expect(post.ok(), await post.text()).toBeTruthy();
  const postId = ((await post.json()) as { data: { id: number } }).data.id;
  const reporter = await apiLogin(request, 'creative', DEMO.creative);
  const details = ATTACKS.join(' ').slice(0, 1000);
  const reported = await request.post('/clap/prop/reports', {
    headers: { Authorization: reporter.token },
    data: { item_type: 'post', item_id: postId, reason: 'other', details },
  });
  expect(reported.ok(), await reported.text()).toBeTruthy();

  const admin = await (await browser.newContext()).newPage();
  const dialogs = watchDialogs(admin);
  await signInAdmin(admin);
  await admin.goto('/admin-dashboard?view=reports');
  await expect(admin.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(admin.getByText(ATTACKS[1], { exact: false }).first()).toBeAttached();
  await expectInert(admin, 'admin reports queue');
  expect(dialogs).toEqual([]);
});
