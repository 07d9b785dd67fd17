// The public-read cache's core (server/lib/public-cache.ts) on its own: single flight, versions, a fill racing a
// write, the byte bound, the TTL counted from the fill's start, and the answers' validators and encodings.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  etagMatches,
  etagOf,
  formOf,
  preferredEncoding,
  PublicCache,
  sizeOfAnswer,
} from '../../server/lib/public-cache';

interface Value {
  text: string;
}

function cacheWith({ maxBytes = 1_000_000, ttlMs = 1_000 } = {}) {
  let clock = 0;
  const cache = new PublicCache<Value>({ maxBytes, ttlMs, sizeOf: (v) => v.text.length, now: () => clock });
  return { cache, advance: (ms: number) => (clock += ms) };
}

/** A promise with its resolve and reject, to hold a fill open while the test acts. */
function gate<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('PublicCache', () => {
  it('runs one fill for N concurrent misses of a key, and every caller gets its value', async () => {
    const { cache } = cacheWith();
    const open = gate<Value>();
    let fills = 0;
    const produce = () => {
      fills += 1;
      return open.promise;
    };
    const callers = Array.from({ length: 50 }, () => cache.fill('feed', produce));
    open.resolve({ text: 'page 1' });
    const values = await Promise.all(callers);
    expect(fills).toBe(1);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toEqual({ text: 'page 1' });
    expect(cache.get('feed')).toEqual({ text: 'page 1' });
    // Other keys fill on their own.
    await cache.fill('other', () => Promise.resolve({ text: 'x' }));
    expect(cache.get('other')).toEqual({ text: 'x' });
  });

  it('shares a failed fill with its waiters and stores nothing; the next caller fills again', async () => {
    const { cache } = cacheWith();
    const open = gate<Value>();
    const callers = [cache.fill('k', () => open.promise), cache.fill('k', () => open.promise)];
    open.reject(new Error('database down'));
    for (const caller of callers) await expect(caller).rejects.toThrow('database down');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.fill('k', () => Promise.resolve({ text: 'back' }))).toEqual({ text: 'back' });
  });

  it('does not store a fill that answered "not cacheable"', async () => {
    const { cache } = cacheWith();
    expect(await cache.fill('k', () => Promise.resolve(undefined))).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
  });

  it('serves nothing filled before a bump', async () => {
    const { cache } = cacheWith();
    await cache.fill('k', () => Promise.resolve({ text: 'old' }));
    expect(cache.get('k')).toEqual({ text: 'old' });
    cache.bump();
    expect(cache.get('k')).toBeUndefined();
    await cache.fill('k', () => Promise.resolve({ text: 'new' }));
    expect(cache.get('k')).toEqual({ text: 'new' });
  });

  it('never stores a fill that started before a bump, and does not make later callers wait for it', async () => {
    const { cache } = cacheWith();
    const slow = gate<Value>();
    const before = cache.fill('k', () => slow.promise);
    cache.bump(); // a write lands while the fill reads
    // A request after the write starts a fill of its own (it must not get the older read).
    let afterFills = 0;
    const after = cache.fill('k', () => {
      afterFills += 1;
      return Promise.resolve({ text: 'after the write' });
    });
    expect(await after).toEqual({ text: 'after the write' });
    expect(afterFills).toBe(1);
    slow.resolve({ text: 'read before the write' });
    expect(await before).toEqual({ text: 'read before the write' }); // its own caller still gets an answer
    expect(cache.get('k')).toEqual({ text: 'after the write' });
  });

  it('keeps an entry for the TTL counted from the start of its fill', async () => {
    const { cache, advance } = cacheWith({ ttlMs: 1_000 });
    const slow = gate<Value>();
    const filling = cache.fill('k', () => slow.promise);
    advance(400); // the fill itself took 400 ms
    slow.resolve({ text: 'v' });
    await filling;
    advance(599);
    expect(cache.get('k')).toEqual({ text: 'v' });
    advance(1);
    expect(cache.get('k')).toBeUndefined();
    // A fill slower than the TTL is answered but not stored.
    const slower = gate<Value>();
    const late = cache.fill('late', () => slower.promise);
    advance(1_000);
    slower.resolve({ text: 'late' });
    expect(await late).toEqual({ text: 'late' });
    expect(cache.get('late')).toBeUndefined();
  });

  it('holds at most maxBytes (values and keys), dropping the least recently used', async () => {
    const { cache } = cacheWith({ maxBytes: 1_000 });
    const big = (n: number) => ({ text: String(n).padEnd(199, '.') }); // 199 bytes + a 1-byte key = 200
    for (let i = 0; i < 5; i++) await cache.fill(String(i), () => Promise.resolve(big(i)));
    expect(cache.bytes).toBe(1_000);
    cache.get('0'); // recently used: kept
    await cache.fill('5', () => Promise.resolve(big(5)));
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get('1')).toBeUndefined();
    expect(cache.get('0')).toBeDefined();
    expect(cache.get('5')).toBeDefined();
    // One value larger than the whole bound is answered, never stored.
    expect(await cache.fill('huge', () => Promise.resolve({ text: 'x'.repeat(2_000) }))).toBeDefined();
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });
});

describe('public answers', () => {
  const answer = answerOf(
    JSON.stringify({
      status: true,
      data: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Item ${i}` })),
    }),
  );

  it('has a strong ETag per representation, and If-None-Match of any of them matches', () => {
    const identity = etagOf(answer, null);
    expect(identity).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf(answer, 'br')).not.toBe(identity);
    expect(etagMatches(identity, answer)).toBe(true);
    expect(etagMatches(`"other", ${etagOf(answer, 'gzip')}`, answer)).toBe(true);
    expect(etagMatches('*', answer)).toBe(true);
    expect(etagMatches('"other"', answer)).toBe(false);
    expect(etagMatches(`W/${identity}`, answer)).toBe(false); // a weak validator never matches a strong one
    expect(etagMatches(undefined, answer)).toBe(false);
    expect(etagOf(answerOf('{"a":1}'), null)).not.toBe(identity);
  });

  it('compresses each form once, and the forms decode to the body', () => {
    const br = formOf(answer, 'br');
    expect(formOf(answer, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(answer.body)).toBe(true);
    expect(gunzipSync(formOf(answer, 'gzip')).equals(answer.body)).toBe(true);
    expect(sizeOfAnswer(answer)).toBe(
      answer.body.length + br.length + answer.forms.gzip!.length + answer.hash.length,
    );
  });

  it('prefers br, then gzip, honouring q=0 and *', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0')).toBeNull();
  });
});
