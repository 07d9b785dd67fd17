// SMS for phone-first members (issue 34, docs/sms.md): a signed-in creative adds a phone in Settings, reads the code
// from the SMS the server wrote under the e2e DATA_DIR, confirms it, turns reset codes by SMS on, signs out, resets
// the password with the code that came by SMS (no mail), and signs in with the new password.
import { expect, test } from '@playwright/test';
import { mailCount, waitForNewCode } from './support/mail';
import { signIn } from './support/session';
import { smsCount, waitForSmsCode } from './support/sms';

const PASSWORD = 'Strong#Pass1';
const NEW_PASSWORD = 'Newer#Pass2';

test('a creative confirms a phone and resets the password with an SMS code', async ({ page, request }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `sms-${tag}@e2e.test`;
  const national = `81${String(Date.now()).slice(-8)}`;
  const phone = `+234${national}`;
  const reg = await request.post('/clap/prop/creative/register', {
    data: { first_name: 'Amina', last_name: 'Sani', email, password: PASSWORD },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  const token = ((await reg.json()) as { data: { token: string } }).data.token;
  const verified = await request.post('/clap/prop/creative/otp', {
    data: { otp: await waitForNewCode(email, 0) },
    headers: { Authorization: token },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await signIn(page, 'creative', email, PASSWORD);
  await page.goto('/settings');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Phone for SMS' }) });
  await section.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(`0${national}`);
  const before = await smsCount(phone);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We sent a code to your phone. Enter it to confirm the number.')).toBeVisible();
  await expect(section.getByText('Not confirmed yet')).toBeVisible();
  await section.getByLabel('Code from the SMS').fill(await waitForSmsCode(phone, before));
  await section.getByRole('button', { name: 'Confirm number' }).click();
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(section.getByText(`+234 ${national.slice(0, 2)}* *** **${national.slice(-2)}`)).toBeVisible();
  const toggle = section.getByRole('switch', { name: 'Send password-reset codes by SMS' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Password-reset codes will be sent to your phone by SMS.')).toBeVisible();

  // Sign out in this browser, then the forgot-password journey.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.setItem('e2e-session-set', '1');
  });
  await page.goto('/forgot-password?loginType=user');
  const mailsBefore = await mailCount(email);
  const smsBefore = await smsCount(phone);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Password reset link sent to your email.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/resetPassword\?/);
  await expect(page.getByText('We sent a code to your e-mail')).toBeVisible();
  const code = await waitForSmsCode(phone, smsBefore);
  expect(await mailCount(email)).toBe(mailsBefore);
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?loginType=user/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const old = await request.post('/clap/prop/creative/login', { data: { email, password: PASSWORD } });
  expect(old.status()).toBe(401);
});
