// The edges of the web-address rule (contract/web-url.ts) that the shared address table does not reach: IP
// addresses, ports, label and host lengths, the last label, bare addresses and social handles.
import { describe, expect, it } from 'vitest';
import { isWebUrl, normaliseSocialLink, normaliseWebUrl } from '../web-url';
import { GOOD_WEB_URLS } from './web-url-cases';

const bare = { assumeHttps: true };

describe('web addresses: hosts', () => {
  it('isWebUrl says yes to every address the table keeps', () => {
    for (const good of GOOD_WEB_URLS) expect(isWebUrl(good), good).toBe(true);
  });

  it('takes IPv4 addresses with every octet from 0 to 255, and nothing beyond', () => {
    for (const ip of ['255.249.199.99', '9.0.250.10', '199.99.9.255', '249.1.100.0', '99.1.2.3'])
      expect(isWebUrl(`https://${ip}/x`), ip).toBe(true);
    for (const ip of ['256.1.1.1', '1.2.3.256', '1.2.3', '1.2.3.4.5'])
      expect(isWebUrl(`https://${ip}/`), ip).toBe(false);
  });

  it('takes bracketed IPv6 addresses, with or without a port, and nothing after the bracket', () => {
    expect(isWebUrl('https://[2001:db8::1]/x')).toBe(true);
    expect(isWebUrl('https://[2001:DB8::1]:8443/x')).toBe(true);
    expect(isWebUrl('https://[2001:db8::1]x/')).toBe(false);
    expect(isWebUrl('https://[2001:db8::1]:/')).toBe(false);
    expect(isWebUrl('https://[2001:db8::1/')).toBe(false);
    expect(isWebUrl('https://[]/')).toBe(false);
    expect(isWebUrl('https://[2001:db8::g]/')).toBe(false);
  });

  it('takes ports 1 to 65535 only', () => {
    expect(isWebUrl('https://example.com:1/')).toBe(true);
    expect(isWebUrl('https://example.com:65535/')).toBe(true);
    expect(isWebUrl('https://example.com:0/')).toBe(false);
    expect(isWebUrl('https://example.com:65536/')).toBe(false);
    expect(isWebUrl('https://example.com:123456/')).toBe(false);
    expect(isWebUrl('https://example.com:8o/')).toBe(false);
  });

  it('caps a label at 63 characters and a host at 253', () => {
    const label = (n: number) => 'a'.repeat(n);
    expect(isWebUrl(`https://${label(63)}.com/`)).toBe(true);
    expect(isWebUrl(`https://${label(64)}.com/`)).toBe(false);
    // Three labels of 63, one of 57 and "com", with their dots: 253 characters, then one more.
    const host253 = `${label(63)}.${label(63)}.${label(63)}.${label(57)}.com`;
    expect(host253).toHaveLength(253);
    expect(isWebUrl(`https://${host253}/`)).toBe(true);
    // One more label, each within 63: the host's length alone refuses it.
    expect(isWebUrl(`https://a.${host253}/`)).toBe(false);
  });

  it('wants a last label of two or more letters, or an IDN in its xn-- form', () => {
    expect(isWebUrl('https://example.ng/')).toBe(true);
    expect(isWebUrl('https://example.xn--p1ai/')).toBe(true);
    expect(isWebUrl('https://EXAMPLE.COM/')).toBe(true);
    expect(isWebUrl('https://example.c/')).toBe(false);
    expect(isWebUrl('https://example.c0m/')).toBe(false);
    expect(isWebUrl('https://example.co1/')).toBe(false);
    expect(isWebUrl('https://example.123/')).toBe(false);
    expect(isWebUrl('https://example.xn--/')).toBe(false);
    expect(isWebUrl('https://-example.com/')).toBe(false);
    expect(isWebUrl('https://a.com/')).toBe(true);
    expect(isWebUrl('https://x.y.ng/')).toBe(true);
    // Letters, digits and inner hyphens only: an underscore is read as a host by WHATWG parsers, not by DNS.
    expect(isWebUrl('https://exa_mple.com/')).toBe(false);
    expect(isWebUrl('https://www._x.com/')).toBe(false);
    expect(isWebUrl('https://www.x_.com/')).toBe(false);
    expect(isWebUrl('https://example-.com/')).toBe(false);
  });
});

describe('web addresses: the text around the host', () => {
  it('refuses spaces, quotes and angle brackets anywhere, not only in the host', () => {
    for (const bad of [
      'https://example.com/a b',
      'https://example.com/"x"',
      "https://example.com/'x'",
      'https://example.com/<x>',
    ])
      expect(isWebUrl(bad), bad).toBe(false);
  });

  it('counts the length after trimming, up to the cap itself', () => {
    const url = 'https://example.com/abc';
    expect(isWebUrl(url, { maxLength: url.length })).toBe(true);
    expect(isWebUrl(` ${url} `, { maxLength: url.length })).toBe(true);
    expect(isWebUrl(url, { maxLength: url.length - 1 })).toBe(false);
  });

  it('prefixes a bare address with a path, but never one that starts with its own scheme or a slash', () => {
    expect(normaliseWebUrl('example.com/shop', bare)).toBe('https://example.com/shop');
    expect(normaliseWebUrl('example.com/', bare)).toBe('https://example.com/');
    expect(normaliseWebUrl('example.com/a:b', bare)).toBe('https://example.com/a:b');
    expect(normaliseWebUrl('www.example.com:8080', bare)).toBeNull();
    expect(normaliseWebUrl('mailto:ada@example.com', bare)).toBeNull();
    expect(normaliseWebUrl('/example.com', bare)).toBeNull();
  });
});

describe('social links', () => {
  it('keeps a handle with or without @, trimmed', () => {
    expect(normaliseSocialLink('ada_obi')).toBe('ada_obi');
    expect(normaliseSocialLink('  @ada.obi  ')).toBe('@ada.obi');
    expect(normaliseSocialLink('@')).toBeNull();
    expect(normaliseSocialLink('ada obi')).toBeNull();
  });

  it('caps a link at 300 characters unless told otherwise', () => {
    const at = (n: number) => `https://example.com/${'a'.repeat(n - 'https://example.com/'.length)}`;
    expect(normaliseSocialLink(at(300))).toBe(at(300));
    expect(normaliseSocialLink(at(301))).toBeNull();
    expect(normaliseSocialLink(at(301), 400)).toBe(at(301));
  });
});
