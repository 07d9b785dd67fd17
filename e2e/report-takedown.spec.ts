// Issue 14, reporting and taking down, in Chromium against the real server: a creative reports another member's
// post from the feed (reason and details, thanked); the admin opens the Reports tab of /admin-dashboard, finds it
// with its reason and takes it down with a reason; the post is gone from the feed, and the author's mailbox (the
// .eml outbox) holds a mail naming the post and the reason.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { uploadPng } from './support/images';
import { mailCount, waitForNewMail } from './support/mail';
import { apiLogin, DEMO, signIn, signInAdmin } from './support/session';

/** A post by the demo business (business@demo.ng, whose mail the test reads), published through the real API. */
async function businessPost(request: APIRequestContext) {
  const author = await apiLogin(request, 'business', DEMO.business);
  const headers = { Authorization: author.token };
  const image = await uploadPng(request, author.token);
  const created = await request.post('/clap/prop/posts', {
    headers,
    data: {
      title: `Cheap followers ${Date.now()}`,
      description: 'Buy 10,000 followers today, message me now.',
      link: 'https://example.com/followers',
      images: [image],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return ((await created.json()) as { data: { id: number; title: string } }).data;
}

test('a creative reports a post, the admin takes it down with a reason, the author is mailed it', async ({
  browser,
}) => {
  const reporter = await (await browser.newContext()).newPage();
  const post = await businessPost(reporter.request);
  const feedOf = (title: string) => `/homepage?q=${encodeURIComponent(title)}`;

  // The creative finds the post in the feed and reports it.
  await signIn(reporter, 'creative', DEMO.creative);
  await reporter.goto(feedOf(post.title));
  const card = reporter
    .getByRole('article')
    .filter({ has: reporter.getByRole('heading', { name: post.title }) });
  await card.getByRole('button', { name: `Report ${post.title}` }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toBeVisible();
  await expectAccessible(reporter, 'report dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason.').first()).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Details (optional)').fill('The same advert is posted every hour.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you for your report. Our team will review it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The admin sees it in the Reports tab, open count on the badge, and takes it down.
  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  await admin.goto('/admin-dashboard');
  await admin.getByRole('link', { name: /^Reports \d+ open$/ }).click();
  await expect(admin).toHaveURL(/\/admin-dashboard\?view=reports$/);
  const item = admin.getByRole('link', { name: post.title });
  await expect(item).toBeVisible();
  const row = admin.getByRole('row').filter({ has: item });
  await expect(row.getByText('Spam (1)')).toBeVisible();
  await expect(row.getByText('The same advert is posted every hour.')).toBeVisible();
  await expectAccessible(admin, '/admin-dashboard?view=reports');

  const before = await mailCount(DEMO.business);
  const reason = 'Advertising bought followers breaks the community rules.';
  await row.getByRole('button', { name: `Take down ${post.title}` }).click();
  const takeDown = admin.getByRole('dialog', { name: 'Take down this post' });
  await expect(takeDown).toBeVisible();
  await expectAccessible(admin, 'take-down dialog');
  await takeDown.getByLabel('Reason').fill(reason);
  await takeDown.getByRole('button', { name: 'Take down' }).click();
  await expect(admin.getByText('The item has been taken down and its author informed.')).toBeVisible();
  await expect(takeDown).toBeHidden();
  await expect(admin.getByRole('link', { name: post.title })).toHaveCount(0);

  // Resolved, with the reason on record.
  await admin.getByRole('button', { name: 'Resolved' }).click();
  await expect(admin.getByRole('row').filter({ hasText: reason })).toBeVisible();

  // Gone from the feed.
  await reporter.goto(feedOf(post.title));
  await expect(reporter.getByText(`No posts match "${post.title}".`)).toBeVisible();

  // The author is told which post and why.
  const mail = await waitForNewMail(DEMO.business, before);
  const text = mail.raw.replace(/=\r?\n/g, '');
  expect(text).toContain(post.title);
  expect(text).toContain(reason);
});
