// The account's language (issue 17): PUT /clap/prop/account/language { language } makes the account's e-mails follow
// the language chosen in the portal (server/routes/account). Loaded on demand (src/i18n/account-language.ts): a
// visit that never chooses a language, or is signed out, never downloads it.
import { isLanguage, type Language } from '@contract/languages';
import { api, ONE_OWNER_PER_ENDPOINT } from './api';

/** The saved language from the envelope's data (the one asked for, when a host answers without it). */
export function readAccountLanguage(body: unknown, asked: Language): Language {
  const language = (body as { data?: { language?: unknown } } | null)?.data?.language;
  return isLanguage(language) ? language : asked;
}

export const accountLanguageApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    saveAccountLanguage: build.mutation<Language, Language>({
      query: (language) => ({ url: '/prop/account/language', method: 'PUT', body: { language } }),
      transformResponse: (body: unknown, _meta, language) => readAccountLanguage(body, language),
    }),
  }),
});
