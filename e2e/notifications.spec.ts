// Issue 34 end to end, on a phone (390 px) in Chromium against the real server: a new creative in Kano who asked for
// training; the demo partner publishes a training in Kano; the fan-out worker (every few seconds) tells the creative,
// who sees it in For you on the home feed and on the bell, opens it from /notifications (which marks it read), and
// turns notification e-mails to a weekly digest in Settings.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { uploadPng } from './support/images';
import { waitForCode } from './support/mail';
import { apiLogin, DEMO, signIn } from './support/session';

test.use({ viewport: { width: 390, height: 844 } });

const PASSWORD = 'Kano@Training2026';

/** A verified creative living in Kano who asked for training at sign-up. */
async function creativeInKano(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = `kano.${Date.now()}@example.com`;
  const registered = await request.post('/clap/prop/creative/register', {
    data: { first_name: 'Aminu', last_name: 'Kano', email, password: PASSWORD },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const registrationToken = ((await registered.json()) as { data: { token: string } }).data.token;
  const verified = await request.post('/clap/prop/creative/otp', {
    data: { otp: await waitForCode(email) },
    headers: { Authorization: registrationToken },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { token } = await apiLogin(request, 'creative', email, PASSWORD);
  const profile = await request.put('/clap/prop/users/edit_profile', {
    headers: { Authorization: token },
    data: {
      first_name: 'Aminu',
      last_name: 'Kano',
      origin_state: 'Kano',
      residence_state: 'Kano',
      need_training: true,
      detail_training: 'Leather craft and selling online.',
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return { email, token };
}

test('a creative in Kano hears of a new Kano training: For you, the bell, /notifications, weekly e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const creative = await creativeInKano(request);

  const partner = await apiLogin(request, 'partner', DEMO.partner);
  const title = `Leather finishing in Kano ${Date.now()}`;
  const created = await request.post('/clap/prop/event', {
    headers: { Authorization: partner.token },
    data: {
      title,
      description: 'Dyeing, burnishing and stitching for leather goods that sell.',
      link: 'https://example.com/demo/trainings/leather',
      location: 'Offline',
      date: '2099-04-20',
      time: '10:00',
      images: [await uploadPng(request, partner.token)],
      address: 'Kofar Mata, Kano',
      state: 'Kano',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { data: { id: number } } }).data.data.id;

  await signIn(page, 'creative', creative.email, PASSWORD);
  // The fan-out worker runs every few seconds: reload the home feed until the strip shows the training.
  const forYou = page.getByRole('region', { name: 'For you' });
  await expect
    .poll(
      async () => {
        await page.goto('/homepage');
        await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
        // The strip loads after the page: wait for it a moment on each try (isVisible would not wait).
        return forYou
          .getByRole('link', { name: title })
          .waitFor({ state: 'visible', timeout: 5000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 60_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);
  await expect(forYou.getByText('Training · Kano · you asked for training')).toBeVisible();

  // The bell in the bar, and in the phone menu. Its count was asked when the page loaded, possibly a moment before
  // the fan-out reached this member (the strip is asked after it): a fresh page asks again.
  await page.reload();
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: /^Notifications, \d+ unread$/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();

  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const sentence = `A training in Kano fits you: ${title}`;
  const entry = page.getByRole('listitem').filter({ hasText: sentence });
  await expect(entry).toContainText('Unread');
  await expectAccessible(page, '/notifications');
  await entry.getByRole('link', { name: sentence }).click();
  await expect(page).toHaveURL(new RegExp(`/training/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Opened, so read: the centre no longer marks it.
  await page.goto('/notifications');
  await expect(page.getByRole('listitem').filter({ hasText: sentence })).not.toContainText('Unread');

  // E-mail to a weekly digest: first to daily, then weekly, each saved and read back.
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Notifications' });
  for (const choice of ['Daily digest', 'Weekly digest'] as const) {
    await form.getByRole('radio', { name: choice }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your notification settings have been saved.').first()).toBeVisible();
    await page.reload();
    await expect(form.getByRole('radio', { name: choice })).toBeChecked();
  }
  const settings = await request.get('/clap/prop/account/notification-settings', {
    headers: { Authorization: creative.token },
  });
  expect(((await settings.json()) as { data: { email: string } }).data.email).toBe('weekly');
});
