// Which language a page opens in: `?lang=` on the address (a link shared in a community group) wins and is kept,
// then the visitor's stored choice, then the first of the browser's languages that the portal speaks, then English.
import { getItem, setItem, storageKeys } from '@/lib/storage';
import { isLanguage, type Language } from './runtime';

/** The portal's language for a browser language tag ('ha-NG' -> 'ha'; also ISO 639-2 'hau'), or undefined. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  const code = ({ hau: 'ha', yor: 'yo', ibo: 'ig', eng: 'en' } as Record<string, string>)[primary] ?? primary;
  return isLanguage(code) ? code : undefined;
}

export function storedLanguage(): Language | undefined {
  const value = getItem(storageKeys.language);
  return isLanguage(value) ? value : undefined;
}

/**
 * Keeps the choice on this device. The `lang` cookie mirrors it for the server, which sends a phone the first screen
 * pre-rendered in that language (server/plugins/static-portal.ts); it carries nothing else.
 */
export function storeLanguage(language: Language): void {
  setItem(storageKeys.language, language);
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The first of the browser's languages that the portal speaks, else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages): Language {
  for (const tag of languages) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en';
}

/**
 * The language to open in. A `?lang=` choice is stored (it is the visitor's choice from then on) and removed from the
 * address, so that a later switch in the menu is not undone by a reload.
 */
export function initialLanguage(): Language {
  const url = new URL(window.location.href);
  const fromAddress = url.searchParams.get('lang');
  if (isLanguage(fromAddress)) {
    storeLanguage(fromAddress);
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return fromAddress;
  }
  return storedLanguage() ?? browserLanguage();
}
