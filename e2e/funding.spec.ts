// Issue 13, the portal's own funding application: a creative applies with a PDF at /funding/apply (the e2e build
// configures the external forms, so the modal embeds those; the form's own route is what the unconfigured modal
// shows), the admin marks it under review at /admin/funding, and the applicant's mailbox holds both mails.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { waitForMail } from './support/mail';
import { DEMO, signIn, signInAdmin } from './support/session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('a creative applies with a PDF, the admin marks it under review, and both mails arrive', async ({
  browser,
}) => {
  const applicant = await (await browser.newContext()).newPage();
  await signIn(applicant, 'creative', DEMO.creative);
  await applicant.goto('/funding/apply');
  const form = applicant.getByRole('form', { name: 'Funding application' });
  await expect(form).toBeVisible();
  await expectAccessible(applicant, '/funding/apply');
  await form.getByLabel('Amount sought (NGN)').fill('750,000');
  await form
    .getByLabel('Purpose of the funding')
    .fill('Recording and mastering a debut album with a live band.');
  await form.getByLabel('Programme').selectOption({ label: 'Creative economy grant' });
  await form
    .getByLabel('Supporting documents (optional)')
    .setInputFiles({ name: 'Album budget.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Submit application' }).click();

  const confirmation = applicant
    .getByRole('status')
    .filter({ hasText: 'Your application has been received' });
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.locator('strong').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^FA-\d{6}$/);
  const received = await waitForMail(
    DEMO.creative,
    new RegExp(`We received your funding application ${reference}`),
  );
  expect(received.raw).toContain('750,000');

  // The document went to private storage: the applicant downloads it through the authenticated route.
  const mine = applicant.getByRole('region', { name: 'Your funding applications' });
  await expect(mine.getByText(reference)).toBeVisible();
  const download = applicant.waitForEvent('download');
  await mine.getByRole('button', { name: 'Album budget.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Album budget.pdf');

  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  await admin.goto('/admin/funding');
  await expect(admin.getByRole('heading', { name: 'Funding applications', level: 1 })).toBeVisible();
  await expectAccessible(admin, '/admin/funding');
  const change = admin.getByRole('form', { name: `Change the status of ${reference}` });
  await change.getByLabel('New status').selectOption({ label: 'Under review' });
  await change.getByLabel('Note to the applicant (optional)').fill('Our panel meets on Friday.');
  await change.getByRole('button', { name: 'Update status' }).click();
  await expect(
    admin.getByText(`${reference} is now under review; the applicant has been e-mailed.`),
  ).toBeVisible();

  const reviewed = await waitForMail(DEMO.creative, new RegExp(`${reference} is now: Under review`));
  expect(reviewed.raw).toContain('Our panel meets on Friday.');

  await applicant.reload();
  await expect(
    applicant
      .getByRole('region', { name: 'Your funding applications' })
      .getByText('Under review', { exact: true }),
  ).toBeVisible();
});
