// Which requests the service worker caches, and how: never a write, never another origin, never a private read;
// a read sent with a session goes to the cache logout deletes (docs/offline.md).
import { describe, expect, it } from 'vitest';
import { escapeHtml, planFor, type PlannedRequest } from '../request-plan';

const ORIGIN = 'https://portal.example.ng';
const plan = (path: string, overrides: Partial<PlannedRequest> = {}) =>
  planFor({
    method: 'GET',
    url: `${ORIGIN}${path}`,
    origin: ORIGIN,
    mode: 'cors',
    hasAuthorization: false,
    ...overrides,
  });

describe('planFor', () => {
  it('saves public lists and the four detail reads for everyone when sent without a session', () => {
    for (const path of [
      '/clap/prop/public/post?offset=0&limit=12',
      '/clap/prop/public/product',
      '/clap/prop/product/4',
      '/clap/prop/tool/7',
      '/clap/prop/opportunity/2',
      '/clap/prop/event/9',
    ])
      expect(plan(path), path).toBe('public-data');
  });

  it('keeps the same reads sent with a session apart, in the cache deleted on logout', () => {
    expect(plan('/clap/prop/public/post', { hasAuthorization: true })).toBe('user-data');
    expect(plan('/clap/prop/product/4', { hasAuthorization: true })).toBe('user-data');
  });

  it('leaves writes, private reads, other origins and the API itself to the network', () => {
    expect(plan('/clap/prop/posts', { method: 'POST' })).toBeNull();
    expect(plan('/clap/prop/product/4', { method: 'PUT' })).toBeNull();
    expect(plan('/clap/prop/product/4/enquiry', { method: 'POST' })).toBeNull();
    expect(plan('/clap/prop/creative/profile', { hasAuthorization: true })).toBeNull();
    expect(plan('/clap/prop/admin/reports')).toBeNull();
    expect(plan('/clap/health')).toBeNull();
    expect(plan('/upload', { method: 'POST' })).toBeNull();
    expect(
      planFor({
        method: 'GET',
        url: 'https://cdn.example/x.webp',
        origin: ORIGIN,
        mode: 'no-cors',
        hasAuthorization: false,
      }),
    ).toBeNull();
  });

  it('serves page loads, uploaded images and hashed build files each its own way', () => {
    expect(plan('/homepage', { mode: 'navigate' })).toBe('page');
    expect(plan('/marketdetailsPage/3', { mode: 'navigate' })).toBe('page');
    // Opening an API address in the tab is no page of the portal.
    expect(plan('/clap/docs', { mode: 'navigate' })).toBeNull();
    expect(plan('/uploads/public/ab/cd-1080.webp', { mode: 'no-cors' })).toBe('image');
    expect(plan('/assets/feed-Ab12.js')).toBe('asset');
    expect(plan('/sw.js')).toBeNull();
  });
});

describe('escapeHtml', () => {
  it('escapes what could open markup in the offline page', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&#60;img src=x onerror=&#34;a(&#39;b&#39;)&#34;&#62;&#38;',
    );
  });
});
