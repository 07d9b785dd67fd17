// Which language a page opens in (src/i18n/detect.ts): ?lang= wins and is kept, then the stored choice, then the
// first of the browser's languages the portal speaks, then English. The choice outlives a logout (lib/storage.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { loggedOut, loginSucceeded } from '@/features/auth/auth-slice';
import { clearAll, getItem, setItem, storageKeys } from '@/lib/storage';
import { browserLanguage, initialLanguage, languageOfTag, storedLanguage, storeLanguage } from '../detect';

function browserSays(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('browser languages', () => {
  it('reads a tag with a region, any case, and ISO 639-2 codes', () => {
    expect(languageOfTag('ha-NG')).toBe('ha');
    expect(languageOfTag('YO')).toBe('yo');
    expect(languageOfTag('ig_NG')).toBe('ig');
    expect(languageOfTag('pcm-NG')).toBe('pcm');
    expect(languageOfTag('hau')).toBe('ha');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('fr-FR')).toBeUndefined();
  });

  it('takes the first language of the Accept list that the portal speaks, in the browser order', () => {
    expect(browserLanguage(['fr-FR', 'ha-NG', 'yo'])).toBe('ha');
    expect(browserLanguage(['yo-NG', 'ha-NG'])).toBe('yo');
    expect(browserLanguage(['en-GB', 'ha'])).toBe('en');
  });

  it('falls back to English for languages it does not speak, or none', () => {
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('reads navigator.languages by default', () => {
    browserSays('ha-NG', 'en-US');
    expect(browserLanguage()).toBe('ha');
    expect(initialLanguage()).toBe('ha');
    expect(storedLanguage()).toBeUndefined(); // the browser's language is not a choice: nothing stored
  });
});

describe('the visitor’s choice', () => {
  it('a stored choice wins over the browser', () => {
    browserSays('ha-NG');
    storeLanguage('ig');
    expect(initialLanguage()).toBe('ig');
    expect(getItem(storageKeys.language)).toBe('ig');
    expect(document.cookie).toContain('lang=ig'); // mirrored for the server's pre-rendered first screen
  });

  it('garbage in storage is ignored', () => {
    browserSays('yo');
    setItem(storageKeys.language, 'klingon');
    expect(storedLanguage()).toBeUndefined();
    expect(initialLanguage()).toBe('yo');
  });

  it('?lang= wins over both, is stored, and leaves the address (the rest of it kept)', () => {
    browserSays('ha-NG');
    storeLanguage('ig');
    window.history.replaceState({ idx: 3 }, '', '/marketpage?category=Music&lang=yo&page=2#top');
    expect(initialLanguage()).toBe('yo');
    expect(storedLanguage()).toBe('yo');
    expect(window.location.pathname).toBe('/marketpage');
    expect(window.location.search).toBe('?category=Music&page=2');
    expect(window.location.hash).toBe('#top');
    expect(window.history.state).toEqual({ idx: 3 });
    // A reload (no ?lang any more) keeps the choice.
    expect(initialLanguage()).toBe('yo');
  });

  it('an unknown ?lang= is ignored and left alone', () => {
    browserSays('ha-NG');
    window.history.replaceState(null, '', '/homepage?lang=fr');
    expect(initialLanguage()).toBe('ha');
    expect(window.location.search).toBe('?lang=fr');
    expect(storedLanguage()).toBeUndefined();
  });
});

describe('kept across a logout', () => {
  it('clearAll() empties storage but writes the language back', () => {
    storeLanguage('pcm');
    setItem(storageKeys.accessToken, 'token-1');
    setItem(storageKeys.userInfo, '{"id":1}');
    clearAll();
    expect(getItem(storageKeys.accessToken)).toBeNull();
    expect(getItem(storageKeys.userInfo)).toBeNull();
    expect(storedLanguage()).toBe('pcm');
  });

  it('signing out through the store keeps it too', () => {
    storeLanguage('ha');
    const store = makeStore();
    store.dispatch(loginSucceeded({ kind: 'user', user: { id: 1 }, token: 'token-1' }));
    expect(getItem(storageKeys.accessToken)).toBe('token-1');
    store.dispatch(loggedOut());
    expect(getItem(storageKeys.accessToken)).toBeNull();
    expect(storedLanguage()).toBe('ha');
  });
});
