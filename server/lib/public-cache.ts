// The public-read cache's core (issue 16, docs/performance.md "Public-read cache"): serialised answers of anonymous
// public GETs, bounded by bytes (lru-cache), each kept at most `ttlMs` from the moment its fill *started*, under the
// version that was current then. A write anywhere bumps the version (plugins/public-cache.ts carries the bump to
// every process), so an entry filled before the bump is never served after it, and a fill that started before the
// bump is not stored at all: its data may predate the write. Concurrent misses of one key and version share one fill.
// Knows nothing of Fastify; the plugin turns replies into entries and entries into replies.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export interface PublicCacheOptions<V> {
  maxBytes: number;
  /** How long an entry may be served, counted from the start of its fill (the hard bound on staleness). */
  ttlMs: number;
  sizeOf: (value: V) => number;
  /** The clock (tests move it); milliseconds. */
  now?: () => number;
}

interface Stored<V> {
  value: V;
  version: number;
  /** On `now`'s clock: the fill's start plus the TTL. */
  expires: number;
}

export class PublicCache<V extends object> {
  private version = 0;
  private readonly entries: LRUCache<string, Stored<V>>;
  private readonly flights = new Map<string, Promise<V | undefined>>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({ maxBytes, ttlMs, sizeOf, now = () => performance.now() }: PublicCacheOptions<V>) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.entries = new LRUCache<string, Stored<V>>({
      maxSize: maxBytes,
      // The key counts too: a flood of distinct query strings is bounded like their bodies.
      sizeCalculation: (stored, key) => Math.max(1, sizeOf(stored.value) + key.length),
      // Expiry is checked on read against our own clock (get), so lru-cache keeps no timers.
    });
  }

  /** The version entries are stored and looked up under; every write seen by this process advances it. */
  get currentVersion(): number {
    return this.version;
  }

  /** A write happened (here or, through the bus, in another process): nothing filled before now is served again. */
  bump(): void {
    this.version += 1;
  }

  /** The fresh entry of `key` under the current version, if any. */
  get(key: string): V | undefined {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    if (stored.version !== this.version || stored.expires <= this.now()) return undefined;
    return stored.value;
  }

  /**
   * The entry of `key`, filled by `produce` when missing. Concurrent callers for the same key and version wait for
   * the one fill; `produce` resolving undefined means "not cacheable" (each caller then answers for itself) and a
   * rejection reaches every waiter and is not stored.
   */
  fill(key: string, produce: () => Promise<V | undefined>): Promise<V | undefined> {
    const version = this.version;
    const flightKey = `${version}\u0000${key}`;
    const running = this.flights.get(flightKey);
    if (running) return running;
    const started = this.now();
    const flight = (async () => {
      try {
        const value = await produce();
        const expires = started + this.ttlMs;
        // Stored only under the version it started in, and only if it has time left to live.
        if (value !== undefined && version === this.version && expires > this.now()) {
          this.entries.set(key, { value, version, expires });
        }
        return value;
      } finally {
        this.flights.delete(flightKey);
      }
    })();
    this.flights.set(flightKey, flight);
    return flight;
  }

  /** Bytes held (bodies, compressed forms and keys). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

// ---- answers: the serialised body, its strong ETag and its compressed forms

/** How API JSON is compressed (plugins/compress.ts uses the same settings for answers it compresses itself). */
export const API_COMPRESSION = {
  /** Smaller bodies are sent as they are. */
  thresholdBytes: 1024,
  /** Brotli quality 11 costs ~20x the CPU of 4 for a few percent. */
  brotliQuality: 4,
  gzipLevel: 6,
} as const;

export type Encoding = 'br' | 'gzip';
/** In the order we prefer them when a client accepts both (compress.ts's `encodings`). */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

export interface PublicAnswer {
  /** The JSON as the route's serialiser wrote it. */
  body: Buffer;
  /** Hash of the body (base64url), computed once; each encoding's strong ETag adds its suffix (etagOf). */
  hash: string;
  /** The compressed forms made so far (a cached entry makes both at fill, once). */
  forms: Partial<Record<Encoding, Buffer>>;
  /**
   * The headers every anonymous reader of this entry gets besides the per-request ones (request id, HSTS, ETag,
   * Content-Encoding and -Length): taken from its first full answer, so that later hits can be written at once
   * (plugins/public-cache.ts, "ready answers").
   */
  headers?: Record<string, string | number | string[]>;
}

export function answerOf(json: string): PublicAnswer {
  const body = Buffer.from(json);
  return { body, hash: createHash('sha256').update(body).digest('base64url').slice(0, 27), forms: {} };
}

/** True when the answer is large enough to be sent compressed to a client that accepts it. */
export function compressible(answer: PublicAnswer): boolean {
  return answer.body.length >= API_COMPRESSION.thresholdBytes;
}

/** The body in `encoding`, compressed now unless already made (and then kept on the answer). */
export function formOf(answer: PublicAnswer, encoding: Encoding): Buffer {
  answer.forms[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: API_COMPRESSION.brotliQuality },
        })
      : gzipSync(answer.body, { level: API_COMPRESSION.gzipLevel });
  return answer.forms[encoding];
}

/** Bytes an answer holds: the body and the forms made. */
export function sizeOfAnswer(answer: PublicAnswer): number {
  return (
    answer.body.length +
    (answer.forms.br?.length ?? 0) +
    (answer.forms.gzip?.length ?? 0) +
    answer.hash.length
  );
}

/** A strong ETag per representation: the same JSON compressed is other bytes, so it gets its own validator. */
export function etagOf(answer: PublicAnswer, encoding: Encoding | null): string {
  return encoding ? `"${answer.hash}-${encoding}"` : `"${answer.hash}"`;
}

/** If-None-Match names this content in any of its representations (or `*`): a 304 is right either way. */
export function etagMatches(header: string | undefined, answer: PublicAnswer): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return (
      value === '*' ||
      value === etagOf(answer, null) ||
      ENCODINGS.some((encoding) => value === etagOf(answer, encoding))
    );
  });
}

/** The encoding to send for an Accept-Encoding header: br, then gzip, when accepted with q > 0; null for none. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0) ?? null;
}
