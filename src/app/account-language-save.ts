// What the account-language listener (./account-language.ts) does, loaded with its first event.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { adminLoginFulfilled } from '@/features/auth/auth-slice';
import { accountLanguageApi } from '@/lib/account-language-api';
import { selectOfferedFeatures } from '@/lib/capabilities';
import { storedLanguage } from '@/i18n/detect';
import { languageChosen } from '@/i18n/language-chosen';
import type { Language } from '@/i18n/runtime';

/** PUT /prop/account/language through the RTK Query api. */
export function saveAccountLanguage(dispatch: Dispatch<UnknownAction>, language: Language): unknown {
  return dispatch(
    accountLanguageApi.endpoints.saveAccountLanguage.initiate(language) as unknown as UnknownAction,
  );
}

interface ListenerApi {
  dispatch: Dispatch<UnknownAction>;
  getState: () => unknown;
}

/** A sign-in (any kind) puts this device's chosen language on the account; a choice while signed in is saved. */
export function onAccountLanguageEvent(action: UnknownAction, api: ListenerApi): void {
  // The account's language is an extension ('account', issue 30): a host without it (or not answered yet) is not asked.
  if (
    !selectOfferedFeatures(api.getState() as Parameters<typeof selectOfferedFeatures>[0])?.includes('account')
  )
    return;
  if (languageChosen.match(action)) {
    const { auth } = api.getState() as { auth: { token: string | null } };
    if (auth.token !== null) saveAccountLanguage(api.dispatch, action.payload);
    return;
  }
  if (adminLoginFulfilled(action) && !action.payload.token) return; // a refused admin sign-in
  const language = storedLanguage();
  if (language) saveAccountLanguage(api.dispatch, language);
}
