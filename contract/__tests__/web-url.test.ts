// The one URL rule (issue 11, 7b) that the server and the portal's forms share: the bad addresses the server refuses
// are refused here too; good ones are kept as typed.
import { describe, expect, it } from 'vitest';
import { isWebUrl, normaliseSocialLink, normaliseWebUrl } from '../web-url';
import { BAD_WEB_URLS, GOOD_WEB_URLS } from './web-url-cases';

const BAD = BAD_WEB_URLS;
const GOOD = [...GOOD_WEB_URLS, 'https://bücher.example/x'];

describe('normaliseWebUrl', () => {
  it('refuses other schemes, userinfo, empty or missing hosts and parser tricks', () => {
    for (const bad of BAD) expect(isWebUrl(bad), bad).toBe(false);
    // Even where a bare address is welcome, a value with its own scheme is not prefixed into something else.
    for (const bad of BAD) expect(isWebUrl(bad, { assumeHttps: true }), bad).toBe(false);
  });

  it('keeps good addresses as typed (trimmed) and caps the length', () => {
    for (const good of GOOD) expect(normaliseWebUrl(` ${good} `)).toBe(good);
    expect(isWebUrl(`https://example.com/${'a'.repeat(2000)}`)).toBe(false);
    expect(isWebUrl('https://example.com/abc', { maxLength: 10 })).toBe(false);
  });

  it('adds https:// to a bare address only when asked', () => {
    expect(normaliseWebUrl('www.example.com')).toBeNull();
    expect(normaliseWebUrl('www.example.com', { assumeHttps: true })).toBe('https://www.example.com');
  });

  it('social links: a handle stays, a bare profile address gets https://, a script does not pass', () => {
    expect(normaliseSocialLink('@ada.obi')).toBe('@ada.obi');
    expect(normaliseSocialLink('instagram.com/ada')).toBe('https://instagram.com/ada');
    for (const bad of BAD) expect(normaliseSocialLink(bad), bad).toBeNull();
  });
});
