// Issue 3 journeys in Chromium against the real server: sign-up, verification, login, logout, reset, guards.
// A field's message shows twice once a submit fails (under the field and in the error summary): .first() below.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { mailCount, waitForCode, waitForNewCode } from './support/mail';

const PASSWORD = 'Kente#Loom2026';
const NEW_PASSWORD = 'Adire#Dye2027';
const unique = (kind: string) =>
  `${kind}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@e2e.test`;
const phone = () => `0803${String(Date.now()).slice(-7)}`;

async function profileStatus(request: APIRequestContext, token: string) {
  const res = await request.get('/clap/prop/users/profile', { headers: { Authorization: token } });
  return res.status();
}

async function apiLogin(request: APIRequestContext, path: string, email: string, password: string) {
  const res = await request.post(`/clap${path}`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function createBusinessWithPassword(request: APIRequestContext, email: string) {
  const reg = await request.post('/clap/prop/business', {
    data: {
      trade_name: 'E2E Studio',
      sector: 'Music',
      area: 'Singing',
      state: 'Lagos',
      lga: 'Ikeja',
      email,
      phone_number: phone(),
    },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  const otp = await waitForCode(email);
  const verified = await request.post('/clap/prop/business/otp', { data: { email, otp } });
  const grant = ((await verified.json()) as { data: { token: string } }).data.token;
  const pw = await request.post('/clap/prop/business/password', {
    data: { password: PASSWORD, confirm_password: PASSWORD, token: grant },
  });
  expect(pw.status(), await pw.text()).toBe(200);
}

async function createPartnerWithPassword(request: APIRequestContext, email: string) {
  const reg = await request.post('/clap/prop/partner-reg', {
    data: {
      email,
      name: 'E2E Foundation',
      industry: 'private',
      user_name: 'Ngozi Eze',
      user_email: `contact.${email}`,
      user_phone_number: phone(),
      partner_type: 'sponsor',
      goals: 'Train creatives',
      outcome: 'Visibility',
    },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  const before = await mailCount(email);
  await request.post('/clap/prop/partner-reg/otp', { data: { email } });
  const otp = await waitForNewCode(email, before);
  const pw = await request.post('/clap/prop/partner-reg/password', {
    data: { email, otp, password: PASSWORD, confirm_password: PASSWORD },
  });
  expect(pw.status(), await pw.text()).toBe(200);
}

async function loginOnPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('creative: chooser, signup, login, OTP, Lets finish up, profile (and resume at /otp)', async ({
  page,
}) => {
  const email = unique('creative');
  await page.goto('/');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select a card before proceeding.')).toBeVisible();
  await page.getByRole('radio', { name: /^Creative/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/creative$/);

  await page.getByLabel('First name').fill('Chidi');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password should be at least 8 characters long.').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Creative Account created successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?loginType=user/);

  // Leaves, then comes back: login routes the unverified creative to /otp.
  await loginOnPage(page, email, PASSWORD);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText('We sent an OTP to your registered email')).toBeVisible();
  const code = await waitForCode(email);
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page.getByText('User verified successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lets finish up' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Training' }).check();
  await page.getByLabel('What skills would you like to learn or improve?').fill('Cinematography');
  await page.getByRole('checkbox', { name: 'Funding' }).check();
  await expect(page.getByLabel('How much funding do you need, and what would you use it for?')).toBeVisible();
  await page.getByLabel('Phone number').fill(phone());
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Sector (expertise)').selectOption('Music');
  await page.getByLabel('Category').selectOption('Singing');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('profile updated')).toBeVisible();
  await expect(page).toHaveURL(/\/profilepage$/);
});

test('partner: 3 steps, welcome, set password with the mailed code, login', async ({ page }) => {
  const email = unique('partner');
  await page.goto('/partner');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Organization Name is required.').first()).toBeVisible();
  await page.getByLabel('Organization Name').fill('  Lagos Arts Trust  ');
  await page.getByLabel('Organization Email').fill(email);
  await page.getByLabel('Organization Sector').selectOption('private');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByLabel('Contact Name').fill('Ngozi Eze');
  await page.getByLabel('Contact Email').fill(`contact.${email}`);
  await page.getByLabel('Contact Number').fill('08031234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByLabel('Partner type').selectOption('sponsor');
  await page.getByLabel('Goal').fill('Fund young filmmakers');
  await page.getByLabel('Benefit').fill('Visibility');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please accept the terms of use to continue.').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your account has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/partnerwelcome$/);
  await expect(page.getByText(/cannot create tools, opportunities or trainings/)).toBeVisible();

  await page.getByRole('link', { name: 'Set your password' }).click();
  await expect(page).toHaveURL(/\/setpartnerpassword/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('An OTP has been sent to your email.')).toBeVisible();
  await expect(page).toHaveURL(/\/partpassword\?email=/);
  const code = await waitForCode(email);
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByText('Password Successfully Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?loginType=partner/);
  await expect(page.getByRole('button', { name: 'Partner' })).toHaveAttribute('aria-pressed', 'true');
  await loginOnPage(page, email, PASSWORD);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/homepage$/);
});

test('business: 4 steps with the mailed code, password, login; duplicate e-mail', async ({ page }) => {
  const email = unique('business');
  await page.goto('/business');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByLabel('Area')).toBeDisabled();
  await expect(page.getByLabel('LGA')).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Trade name is required.').first()).toBeVisible();
  await page.getByLabel('Trade name').fill('Ankara Lab');
  await expect(page.getByText('Trade name is required.').first()).toBeHidden();
  await page.getByLabel('Sector').selectOption('Fashion');
  await page.getByLabel('Area').selectOption('Tailoring');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('LGA').selectOption('Ikeja');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill(phone());
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Tools' }).check();
  await page.getByLabel('Which tools or equipment do you need for your work?').fill('Sewing machines');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  const code = await waitForCode(email);
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Business verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/bpassword$/);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('Mismatch#2026');
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByText('Passwords do not match.').first()).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByText('Password created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?loginType=business/);
  await loginOnPage(page, email, PASSWORD);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/homepage$/);

  // The same e-mail again.
  await page.goto('/business');
  await page.getByLabel('Trade name').fill('Ankara Lab Two');
  await page.getByLabel('Sector').selectOption('Fashion');
  await page.getByLabel('Area').selectOption('Tailoring');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('LGA').selectOption('Ikeja');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Phone number').fill(phone());
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Email already exists.')).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
});

test('login: toggle, wrong password toast, modal login and reload, admin login, logout revokes', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Creatives' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password?loginType=user',
  );
  await page.getByRole('button', { name: 'Partner' }).click();
  await expect(page.getByRole('button', { name: 'Partner' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password?loginType=partner',
  );
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/');
  await expect(page.getByText(/Identity verification \(BVN and NIN\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('All fields are required').first()).toBeVisible();
  await page.getByRole('button', { name: 'Creatives' }).click();
  await loginOnPage(page, 'creative@demo.ng', 'Wrong#Password1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();

  // Sign-in modal from the feed, then a reload shows the profile dropdown.
  await page.goto('/homepage');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Log in to your profile to continue')).toBeVisible();
  await modal.getByLabel('Email').fill('creative@demo.ng');
  await modal.getByLabel('Password', { exact: true }).fill('Demo@Portal2026');
  await modal.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByRole('link', { name: 'Your Profile' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  expect(await profileStatus(request, token!)).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(await profileStatus(request, token!)).toBe(401);

  // Admin.
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('All Fields are required').first()).toBeVisible();
  await loginOnPage(page, 'admin@creative.local', 'Admin@Portal2026');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('admin');
});

test('forgot and reset password for each kind revokes the old session', async ({ page, request }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Please select an account type').first()).toBeVisible();
  await page.goto('/forgot-password?loginType=admin');
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Invalid user type.').first()).toBeVisible();

  const creative = unique('reset-creative');
  const reg = await request.post('/clap/prop/creative/register', {
    data: { first_name: 'Reset', last_name: 'Me', email: creative, password: PASSWORD },
  });
  expect(reg.status()).toBe(200);
  const business = unique('reset-business');
  await createBusinessWithPassword(request, business);
  const partner = unique('reset-partner');
  await createPartnerWithPassword(request, partner);

  const cases = [
    { email: creative, loginType: 'user', kind: 'creative', login: '/prop/creative/login' },
    { email: business, loginType: 'business', kind: 'business', login: '/prop/business/login' },
    { email: partner, loginType: 'partner', kind: 'partner', login: '/prop/partner-reg/login' },
  ];
  for (const c of cases) {
    const oldToken = await apiLogin(request, c.login, c.email, PASSWORD);
    expect(await profileStatus(request, oldToken)).not.toBe(401);
    await page.goto(`/forgot-password?loginType=${c.loginType}`);
    await expect(page.getByLabel('Account type')).toHaveValue(c.kind);
    const before = await mailCount(c.email);
    await page.getByLabel('Email').fill(c.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByText('Password reset link sent to your email.')).toBeVisible();
    await expect(page).toHaveURL(/\/resetPassword\?/);
    const code = await waitForNewCode(c.email, before);
    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/login\\?loginType=${c.loginType}`));
    expect(await profileStatus(request, oldToken)).toBe(401);
    await apiLogin(request, c.login, c.email, NEW_PASSWORD);
  }
});

test('guards: anonymous users go to /login; a revoked token clears storage and lands on /login', async ({
  page,
  request,
}) => {
  await page.goto('/profilepage');
  // and back to the page asked for after the sign-in (docs/journeys.md)
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofilepage$/);

  const email = unique('revoked');
  const reg = await request.post('/clap/prop/creative/register', {
    data: { first_name: 'Rev', last_name: 'Oked', email, password: PASSWORD },
  });
  const token = ((await reg.json()) as { data: { token: string } }).data.token;
  const out = await request.post('/clap/prop/auth/logout', { headers: { Authorization: token } });
  expect(out.status()).toBe(200);
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t);
    localStorage.setItem('authenticated', 'true');
    localStorage.setItem('userType', 'user');
  }, token);
  await page.goto('/otp');
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill('123456');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('axe: every account page has no serious or critical violation', async ({ page }) => {
  const pages = [
    '/',
    '/signup',
    '/creative',
    '/partner',
    '/business',
    '/login',
    '/admin-login',
    '/partnerwelcome',
    '/welcome',
    '/setpartnerpassword',
    '/partnersetpassword',
    '/partpassword?email=a%40b.ng',
    '/bpassword',
    '/password',
    '/cpassword',
    '/forgot-password?loginType=user',
    '/resetPassword?email=a%40b.ng&type=creative',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  // /otp and its finish-up step need a (any) stored token to render.
  await page.evaluate(() => localStorage.setItem('access_token', 'placeholder'));
  for (const path of ['/otp', '/otp?step=finish']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});
