// The language on the account (issue 17), so that its e-mails follow the portal: a choice in the menu while signed in
// (languageChosen) is saved at once; a choice made on this device before signing in (stored, src/i18n/detect.ts) is
// saved at the next sign-in. A failure is quiet: the device keeps the choice, and the next sign-in or choice tries
// again. Only the listener is in the first load; what it does loads with its first event (./account-language-save.ts).
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { authApi } from '@/features/auth/api/auth-api';
import { adminLoginFulfilled } from '@/features/auth/auth-slice';
import { languageChosen } from '@/i18n/language-chosen';

export function createAccountLanguageSync() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(authApi.endpoints.login.matchFulfilled, adminLoginFulfilled, languageChosen),
    effect: (action, api) =>
      void import('./account-language-save').then((module) => module.onAccountLanguageEvent(action, api)),
  });
  return listener.middleware;
}
