// Issue 33, certificates, on a phone (390 px): the partner presses Issue certificates on the past demo training;
// the creative downloads the PDF from My certificates; a signed-out visitor opens /verify/{code} and sees Valid;
// the partner revokes it there with a reason, and the visitor then sees Revoked with it.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { apiLogin, DEMO, signIn } from './support/session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function phonePage(browser: Browser) {
  return (await browser.newContext(PHONE)).newPage();
}

test('issue, download, verify and revoke a certificate on a phone', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // The demo creative's certificate (seeded on the past demo training: server/db/seed/demo-certificates.ts).
  const { token } = await apiLogin(request, 'creative', DEMO.creative);
  const mine = (await (
    await request.get('/clap/prop/certificate/mine', { headers: { authorization: token } })
  ).json()) as { data: { code: string; title: string; status: string }[] };
  const certificate = mine.data.find((c) => c.status === 'valid');
  expect(certificate, 'the demo creative holds a valid certificate').toBeDefined();
  const { code, title } = certificate!;
  const events = (await (
    await request.get(`/clap/prop/event/all?q=${encodeURIComponent(title)}&limit=20`)
  ).json()) as { data: { data: { id: number; title: string }[] } };
  const training = events.data.data.find((e) => e.title === title);
  expect(training).toBeDefined();

  // The partner issues: everyone checked in already has one, so nothing is issued twice.
  const partner = await phonePage(browser);
  await signIn(partner, 'partner', DEMO.partner);
  await partner.goto(`/training/${training!.id}`);
  const issue = partner.getByRole('button', { name: 'Issue certificates' });
  await expect(issue).toBeEnabled();
  await issue.click();
  await expect(partner.getByText('No new certificates: everyone checked in already has one.')).toBeVisible();

  // The creative downloads the PDF from My certificates.
  const creative = await phonePage(browser);
  await signIn(creative, 'creative', DEMO.creative);
  await creative.goto('/my-certificates');
  await expect(creative.getByRole('heading', { level: 1, name: 'My certificates' })).toBeVisible();
  const entry = creative
    .getByRole('listitem')
    .filter({ has: creative.getByRole('heading', { name: title }) });
  await expect(entry.getByText('Valid')).toBeVisible();
  await expectAccessible(creative, '/my-certificates');
  const download = creative.waitForEvent('download');
  await entry.getByRole('button', { name: `Download the PDF of ${title}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A signed-out visitor checks it.
  const visitor = await phonePage(browser);
  await visitor.goto(`/verify/${code}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeVisible();
  await expect(visitor.getByText('Valid', { exact: true })).toBeVisible();
  await expect(visitor.getByText(title)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  await expectAccessible(visitor, `/verify/${code}`);

  // The partner revokes it with a reason.
  await partner.goto(`/verify/${code}`);
  await partner.getByLabel('Reason (shown on this page)').fill('Attendance recorded in error');
  await partner.getByRole('button', { name: 'Revoke' }).click();
  await expect(partner.getByText('Revoked', { exact: true })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Attendance recorded in error')).toBeVisible();
  await expect(visitor.getByText('Valid', { exact: true })).toHaveCount(0);
  await expectAccessible(visitor, `/verify/${code} (revoked)`);

  // An unknown code says so.
  await visitor.goto('/verify/AAAAAAAAAAAAAAAAAAAA');
  await expect(visitor.getByText('No certificate has this code.', { exact: false })).toBeVisible();
});
