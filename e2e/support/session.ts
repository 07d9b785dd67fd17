// Signs a demo account in through the real API and hands the session to the page the way the portal stores it
// (spec section 3's local-storage keys), so a test can start signed in without repeating the login screens.
import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@Portal2026';
export const DEMO = {
  creative: 'creative@demo.ng',
  business: 'business@demo.ng',
  partner: 'partner@demo.ng',
  pendingPartner: 'pending.partner@demo.ng',
} as const;
export const ADMIN = { email: 'admin@creative.local', password: 'Admin@Portal2026' };

type Kind = 'creative' | 'business' | 'partner';
const LOGIN_PATH: Record<Kind, string> = {
  creative: '/clap/prop/creative/login',
  business: '/clap/prop/business/login',
  partner: '/clap/prop/partner-reg/login',
};
const USER_TYPE: Record<Kind, string> = { creative: 'user', business: 'business', partner: 'partner' };
const INFO_KEY: Record<Kind, string> = {
  creative: 'userInfo',
  business: 'BusinessInfo',
  partner: 'PartnerInfo',
};

export async function apiLogin(
  request: APIRequestContext,
  kind: Kind,
  email: string,
  password = DEMO_PASSWORD,
) {
  const response = await request.post(LOGIN_PATH[kind], { data: { email, password } });
  if (!response.ok())
    throw new Error(`login of ${email} failed: ${response.status()} ${await response.text()}`);
  const json = (await response.json()) as { data: { token: string; user: Record<string, unknown> } };
  return json.data;
}

/** Logs in through the API, then stores the session in the page's localStorage before any script runs. */
export async function signIn(page: Page, kind: Kind, email: string, password = DEMO_PASSWORD) {
  const { token, user } = await apiLogin(page.request, kind, email, password);
  await page.addInitScript(
    ({ token, user, userType, infoKey }) => {
      if (window.sessionStorage.getItem('e2e-session-set')) return;
      window.sessionStorage.setItem('e2e-session-set', '1');
      window.localStorage.setItem('access_token', token);
      window.localStorage.setItem('authenticated', 'true');
      window.localStorage.setItem(infoKey, JSON.stringify(user));
      window.localStorage.setItem('loginType', userType);
      window.localStorage.setItem('userType', userType);
    },
    { token, user, userType: USER_TYPE[kind], infoKey: INFO_KEY[kind] },
  );
  return { token, user };
}

/** Logs the demo admin in through the API and stores the session as the admin login screen does. */
export async function signInAdmin(page: Page) {
  const response = await page.request.post('/clap/prop/admin-auth/login', { multipart: ADMIN });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string; data: { user: Record<string, unknown> } };
  await page.addInitScript(
    ({ token, user }) => {
      if (window.sessionStorage.getItem('e2e-session-set')) return;
      window.sessionStorage.setItem('e2e-session-set', '1');
      window.localStorage.setItem('access_token', token);
      window.localStorage.setItem('authenticated', 'true');
      window.localStorage.setItem('adminInfo', JSON.stringify(user));
      window.localStorage.setItem('userType', 'admin');
    },
    { token: body.token, user: body.data.user },
  );
  return body;
}
