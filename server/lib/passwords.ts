// Password hashing with scrypt from node:crypto (the security rules allow it in place of argon2id), behind one
// process-wide cap. Stored as "scrypt$N$r$p$salt$hash" so the cost can rise later without breaking old hashes.
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from './http-errors';

const KEY_LENGTH = 32;

export const BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';

/**
 * Hashes allowed to run at once by default: one less than the CPU count, at most 3 (libuv's
 * default pool of 4 threads, less one). scrypt is CPU- and memory-bound: leaving a core free keeps the event loop (and PGlite,
 * which runs on it) answering every other request.
 */
export function defaultHashConcurrency(): number {
  return Math.max(1, Math.min(3, availableParallelism() - 1));
}

/**
 * The cap on concurrent scrypt work, shared by every caller in the process (the thread pool and the CPUs it protects
 * are the process's). Beyond `concurrency` running, up to `queue` hashes wait their turn; beyond that, a hash is
 * refused at once with 503 and Retry-After rather than left waiting for seconds.
 */
class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of one hash's duration (ms), for Retry-After. */
  private averageMs = 300;

  constructor(
    public concurrency: number,
    public queue: number,
  ) {}

  /** True when a hash asked for now would be refused. */
  full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.queue;
  }

  busyError(): HttpError {
    // About as long as the work already admitted takes to drain.
    const seconds = Math.ceil(((this.waiting.length + this.running) * this.averageMs) / this.concurrency / 1000);
    return new HttpError(503, BUSY_MESSAGE, { 'retry-after': String(Math.max(1, Math.min(30, seconds))) });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.queue) throw this.busyError();
      // The finishing hash hands its slot over directly (running stays the same).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const gate = new HashGate(defaultHashConcurrency(), 8);

/** Sets the process-wide cap (buildApp does, from HASH_CONCURRENCY and HASH_QUEUE). */
export function configureHashing({ concurrency, queue }: { concurrency: number; queue: number }): void {
  gate.concurrency = concurrency;
  gate.queue = queue;
}

/** Throws the 503 at once when a hash asked for now would be refused: lets a flow refuse before any other work. */
export function assertHashCapacity(): void {
  if (gate.full()) throw gate.busyError();
}

/**
 * Hashing threads: worker threads that each run scrypt synchronously on their own thread at a lower CPU priority
 * (nice HASH_NICE; per thread on Linux), so that when CPU is short the event loop, which answers every other request,
 * runs first and hashing takes what is left. scrypt stays off libuv's pool, which keeps serving files and zlib. Plain
 * JavaScript (eval) so the worker needs no TypeScript loader. The gate above bounds how many are busy at once.
 */
const HASH_NICE = 10;
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
if (process.platform === 'linux') { try { require('node:os').setPriority(0, ${HASH_NICE}); } catch {} }
parentPort.on('message', ({ password, salt, options }) => {
  try { parentPort.postMessage({ key: scryptSync(password, Buffer.from(salt), ${KEY_LENGTH}, options) }); }
  catch (error) { parentPort.postMessage({ error: String(error && error.message) }); }
});
`;

const idleWorkers: Worker[] = [];

function runInWorker(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const worker = idleWorkers.pop() ?? new Worker(WORKER_SOURCE, { eval: true });
  return new Promise<Buffer>((resolve, reject) => {
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      // Idle hashing threads never keep the process alive.
      worker.unref();
    };
    const onMessage = (answer: { key?: Uint8Array; error?: string }) => {
      // Under `node --watch` (npm run dev), Node 24 has every thread report the files it loads on the same port
      // ({ 'watch:require': [...] }): not an answer.
      if (!('key' in answer) && !('error' in answer)) return;
      done();
      idleWorkers.push(worker);
      if (answer.key) resolve(Buffer.from(answer.key));
      else reject(new Error(`scrypt failed: ${answer.error ?? 'unknown error'}`));
    };
    const onError = (error: Error) => {
      // The thread is gone: a new one is started for the next hash.
      done();
      reject(error);
    };
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.ref();
    worker.postMessage({ password, salt, options });
  });
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return gate.run(() => runInWorker(password.normalize('NFKC'), salt, options));
}

/** costExponent 17 gives N = 131072, r = 8, p = 1: OWASP's scrypt recommendation (128 MiB, ~0.3 s here). */
export async function hashPassword(password: string, costExponent = 17): Promise<string> {
  const N = 2 ** costExponent;
  const r = 8;
  const p = 1;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N, r: R, p: Number(p), maxmem: 256 * N * R });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, for verifying against when the account does not exist (equal timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(costExponent = 17): Promise<string> {
  if (!dummyHash) {
    const pending = hashPassword(randomBytes(16).toString('hex'), costExponent);
    dummyHash = pending;
    // Refused (the cap was full) or failed: the next caller tries again instead of inheriting the failure.
    pending.catch(() => {
      if (dummyHash === pending) dummyHash = undefined;
    });
  }
  return dummyHash;
}
