// Signing in carries the language chosen on this device to the account (issue 17), so that e-mails follow it.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import { storeLanguage } from '@/i18n/detect';
import { recordAccountLanguage } from '@/testing/mocks/account-language';
import { validPassword } from '@/testing/mocks/handlers/auth';
import { findPageHeading, renderApp } from '@/testing/render';
import { authApi } from '../api/auth-api';

afterEach(resetForTests);

/** Renders the app signed out, then signs in as a creative through the real login endpoint (MSW). */
async function signInOnPage() {
  const { store } = renderApp('/homepage');
  await findPageHeading('Home');
  await store.dispatch(
    authApi.endpoints.login.initiate({
      loginType: 'user',
      email: 'ada@example.com',
      password: validPassword,
    }),
  );
}

describe('signing in', () => {
  it('puts the language chosen on this device on the account', async () => {
    const puts = recordAccountLanguage();
    storeLanguage('pcm');
    await signInOnPage();
    await waitFor(() => expect(puts).toEqual([{ language: 'pcm' }]));
  });

  it('puts nothing when no language was chosen here (the account keeps its own)', async () => {
    const puts = recordAccountLanguage();
    await signInOnPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts).toEqual([]);
  });
});
