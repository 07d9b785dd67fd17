// Issue 32, calls for proposals: a partner publishes a call; a creative on a phone finds it on /proposalpage and sends
// a proposal with a PDF (sent as multipart); the partner approves it with a message; the creative sees APPROVED on My
// proposals and has both mails. The partner then extends the call's closing date in the call form, and an admin takes
// the call down with a reason: it is gone from /proposalpage and its page says 'Opportunity not found'.
import { devices, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { mailCount, waitForMail, waitForNewMail } from './support/mail';
import { DEMO, signIn, signInAdmin } from './support/session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5'];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a partner publishes a call, a creative on a phone applies with a PDF, the partner approves', async ({
  browser,
}) => {
  test.setTimeout(180_000); // four people, two mails, an edit and a take-down on a shared machine
  const title = `Animation Fund ${Date.now()}`;
  const partner = await (await browser.newContext()).newPage();
  await signIn(partner, 'partner', DEMO.partner);
  await partner.goto('/proposalpage');
  await partner.getByRole('button', { name: 'Publish a call for proposals' }).click();
  const form = partner.getByRole('dialog', { name: 'Publish a call for proposals' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Grants for short animated films made in Nigeria.');
  await form.getByLabel('Opening date').fill(day(-1));
  await form.getByLabel('Closing date').fill(day(20));
  await form.getByLabel('Approval Letter').uncheck();
  await expectAccessible(partner, 'publish a call');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toBeHidden();

  // The creative, on a phone, finds the call by its title and sends a proposal with two PDFs.
  const phone = await browser.newContext({ ...pixel5, viewport: { width: 390, height: 844 } });
  const creative = await phone.newPage();
  await signIn(creative, 'creative', DEMO.creative);
  await creative.goto('/proposalpage');
  await expect(creative.getByText('Change the world, one proposal at a time.')).toBeVisible();
  await creative.getByRole('searchbox', { name: 'Search proposals by title' }).fill(title);
  await creative.getByRole('searchbox', { name: 'Search proposals by title' }).press('Enter');
  await creative.getByRole('link', { name: `View call: ${title}` }).click();
  await expect(creative.getByRole('heading', { name: title })).toBeVisible();
  const detailsUrl = new URL(creative.url()).pathname;
  await expectAccessible(creative, 'call details on a phone');
  await creative.getByRole('button', { name: 'Submit a proposal' }).click();
  const dialog = creative.getByRole('dialog', { name: 'Create a Proposal' });
  await dialog.getByLabel('Title').fill('Tortoise Tales');
  await dialog.getByLabel('Cover letter', { exact: true }).fill('A series of five one-minute folk tales.');
  await dialog.getByLabel('Cover Letter', { exact: true }).setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog.getByLabel('CAC').setInputFiles({ name: 'cac.pdf', mimeType: 'application/pdf', buffer: PDF });
  const sent = creative.waitForRequest((r) => /\/prop\/call\/\d+\/proposal$/.test(r.url()));
  await dialog.getByRole('button', { name: 'Submit proposal' }).click();
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(dialog).toBeHidden();
  await waitForMail(DEMO.creative, /We received your proposal Tortoise Tales/);

  // The partner reviews the call and approves with a message.
  await partner.goto('/proposalpage');
  await partner.getByRole('button', { name: 'My calls' }).click();
  await partner.getByRole('button', { name: `Review proposals: ${title}` }).click();
  await expect(partner.getByRole('heading', { name: `Proposals for ${title}` })).toBeVisible();
  await expect(partner.getByText('Tortoise Tales')).toBeVisible();
  await expectAccessible(partner, 'review');
  await partner.getByRole('combobox', { name: 'Decision' }).selectOption('APPROVED');
  await partner.getByLabel('Message to the applicant').fill('Funded: welcome aboard.');
  await partner.getByRole('button', { name: 'Save decision' }).click();
  await expect(partner.getByText('Only an admin can change a decision.')).toBeVisible();

  // The creative sees APPROVED and has the decision mail.
  await creative.goto('/proposalpage');
  await creative.getByRole('button', { name: 'My proposals' }).click();
  const mine = creative.getByRole('list', { name: 'My proposals' });
  const item = mine.getByRole('listitem').filter({ hasText: 'Tortoise Tales' });
  await expect(item.getByText('APPROVED')).toBeVisible();
  await expect(item.getByText(/Funded: welcome aboard\./)).toBeVisible();
  const mail = await waitForMail(DEMO.creative, /Your proposal Tortoise Tales: APPROVED/);
  expect(mail.raw).toContain('Funded: welcome aboard.');

  // The partner extends the closing date in the call form (a proposal exists: only later is allowed).
  await partner.goto('/proposalpage');
  await partner.getByRole('button', { name: 'My calls' }).click();
  await partner.getByRole('button', { name: `Edit: ${title}` }).click();
  const edit = partner.getByRole('dialog', { name: 'Edit the call for proposals' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Closing date')).toHaveValue(day(20));
  await edit.getByLabel('Closing date').fill(day(5));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    edit
      .getByText(
        'Once proposals have been sent, the closing date can only move later. Close the call to end it now.',
      )
      .first(),
  ).toBeVisible();
  await edit.getByLabel('Closing date').fill(day(40));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await partner.goto(detailsUrl);
  const closes = new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium' }).format(
    new Date(`${day(40)}T12:00:00+01:00`),
  );
  await expect(partner.getByText(/Closes: /)).toContainText(`Closes: ${closes}`);

  // An admin takes the call down with a reason: gone from the list, its page says 'Opportunity not found'.
  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  await admin.goto(detailsUrl);
  const before = await mailCount(DEMO.partner);
  await admin.getByRole('button', { name: /^Take down/ }).click();
  const takeDown = admin.getByRole('dialog', { name: `Take down “${title}”?` });
  await takeDown.getByLabel('Reason').fill('The host could not be verified by the ministry.');
  await takeDown.getByRole('button', { name: 'Take down' }).click();
  await expect(admin).toHaveURL(/\/proposalpage$/);
  await admin.getByRole('searchbox', { name: 'Search proposals by title' }).fill(title);
  await admin.getByRole('searchbox', { name: 'Search proposals by title' }).press('Enter');
  await expect(admin.getByText('No proposals found')).toBeVisible();
  await admin.goto(detailsUrl);
  await expect(admin.getByText('Opportunity not found')).toBeVisible();
  // The partner is told which call and why (the quoted title makes the subject MIME-encoded: read the body).
  const notice = (await waitForNewMail(DEMO.partner, before)).raw.replace(/=\r?\n/g, '');
  expect(notice).toContain(title);
  expect(notice).toContain('The host could not be verified by the ministry.');
});
