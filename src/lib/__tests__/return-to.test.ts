import { describe, expect, it } from 'vitest';
import { loginHref, pathOf, safeReturnPath, withIntent } from '../return-to';

describe('the return-to allow-list', () => {
  it('keeps a path of the portal, with its query and hash', () => {
    expect(safeReturnPath('/marketdetailsPage/12')).toBe('/marketdetailsPage/12');
    expect(safeReturnPath('/marketdetailsPage/12?intent=buy#top')).toBe(
      '/marketdetailsPage/12?intent=buy#top',
    );
    expect(safeReturnPath('/training/3?x=https://a.example')).toBe('/training/3?x=https://a.example');
    // an encoded newline stays encoded inside this portal's path: harmless
    expect(safeReturnPath('/%0a')).toBe('/%0a');
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/ /evil.com',
    '/a//evil.com',
    'https://evil.com',
    'http://evil.com/homepage',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'evil.com',
    '',
    '/login',
    '/LOGIN?returnTo=/x',
    '/',
    '/otp',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['/homepage']]) expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginHref', () => {
  it('carries a safe return path, encoded, and the login type', () => {
    expect(loginHref('/marketdetailsPage/12?intent=buy')).toBe(
      '/login?returnTo=%2FmarketdetailsPage%2F12%3Fintent%3Dbuy',
    );
    expect(loginHref('/training/4', 'business')).toBe('/login?loginType=business&returnTo=%2Ftraining%2F4');
    const back = new URLSearchParams(loginHref('/a?b=c&d=e').split('?')[1]).get('returnTo');
    expect(back).toBe('/a?b=c&d=e');
  });

  it('drops an outside address: plain /login', () => {
    expect(loginHref('//evil.com')).toBe('/login');
    expect(loginHref('https://evil.com')).toBe('/login');
    expect(loginHref('javascript:alert(1)')).toBe('/login');
    expect(loginHref(undefined)).toBe('/login');
  });

  it('builds a return path with an intent', () => {
    expect(pathOf({ pathname: '/p/1', search: '?a=1', hash: '#h' })).toBe('/p/1?a=1#h');
    expect(withIntent('/p/1', 'buy')).toBe('/p/1?intent=buy');
    expect(withIntent('/p/1?a=1#h', 'buy')).toBe('/p/1?a=1&intent=buy#h');
  });
});
