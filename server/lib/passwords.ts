// Password hashing: argon2id (OWASP's m = 19 MiB, t = 2, p = 1) where the runtime has node:crypto's argon2 (Node
// 24.7+), scrypt (N = 2^17) where it does not; both approved by the security rules. Every hash goes through one
// process-wide gate that shares the hashing threads fairly between client addresses (docs/auth-abuse.md).
// Stored as PHC strings: "$argon2id$v=19$m=19456,t=2,p=1$salt$hash", and the older "scrypt$N$r$p$salt$hash",
// which still verifies and is replaced at the account's next successful sign-in (needsRehash).
import * as crypto from 'node:crypto';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { isIPv6 } from 'node:net';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from './http-errors';

const KEY_LENGTH = 32;

export const BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';
/** The same words as the per-address cap on auth requests in flight (plugins/auth-concurrency.ts). */
const LANE_FULL_MESSAGE = 'Too many requests from your network at once. Please try again in a moment.';

/**
 * Whose turn a hash is: the client address (the request's, never a forwarded header the proxy setting does not
 * trust), the account it is for (kind + e-mail as typed, for logins and resets), and whether the device signed in
 * to this account before (its device token checked: such sign-ins have a lane guesses cannot fill).
 */
export interface HashLane {
  address: string;
  account?: string | undefined;
  knownDevice?: boolean | undefined;
}

/** The lane of work no client asked for (the seed, scripts, tests). */
export const SYSTEM_LANE: HashLane = { address: 'system' };

/** The cost of new hashes: argon2id's memory in KiB (t = 2, p = 1 fixed) and scrypt's N = 2^scryptCost. */
export interface HashCost {
  argon2Memory: number;
  scryptCost: number;
}

export const PRODUCTION_COST: HashCost = { argon2Memory: 19_456, scryptCost: 17 };
const ARGON2_PASSES = 2;
const ARGON2_PARALLELISM = 1;

/** Node 24.7+ has argon2 in node:crypto; Node 22 does not (its new hashes stay scrypt). */
export const nativeArgon2 = typeof (crypto as { argon2Sync?: unknown }).argon2Sync === 'function';

/**
 * Hashes allowed to run at once by default: one less than the CPU count, at most 3. Hashing is CPU- and
 * memory-bound: leaving a core free keeps the event loop (and PGlite, which runs on it) answering every other request.
 */
export function defaultHashConcurrency(): number {
  return Math.max(1, Math.min(3, availableParallelism() - 1));
}

/**
 * The lane key of an address: an IPv6 client is its /64 (one subscriber's whole prefix, which it can rotate through
 * freely); IPv4, and IPv4 mapped into IPv6, as is.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

interface Waiter {
  address: string;
  account: string | undefined;
  admit: () => void;
  refuse: (error: HttpError) => void;
}

/**
 * Waiting hashes of one class (known devices, or everyone else), one queue per client address, served round-robin
 * in rounds: the Map's order is the rotation, lanes not yet served this round first, then those served (a served lane
 * with more waiting moves to the back). A lane that starts waiting joins the lanes not yet served, unless it was
 * served this round already (emptying a lane does not buy a second turn): someone signing in now and then waits
 * for at most the lanes still due this round, not for every busy lane.
 */
class Rotation {
  readonly lanes = new Map<string, Waiter[]>();
  /** Waiting places per account key in this class. */
  readonly accounts = new Map<string, number>();
  size = 0;
  private round = 0;
  /** The round in which each lane was last served (stale entries are older rounds: not served in this one). */
  private readonly servedIn = new Map<string, number>();

  laneLength(address: string): number {
    return this.lanes.get(address)?.length ?? 0;
  }

  add(waiter: Waiter): void {
    const lane = this.lanes.get(waiter.address);
    if (lane) lane.push(waiter);
    else if (this.servedIn.get(waiter.address) === this.round) this.lanes.set(waiter.address, [waiter]);
    else this.insertDue(waiter.address, [waiter]);
    if (waiter.account) this.accounts.set(waiter.account, (this.accounts.get(waiter.account) ?? 0) + 1);
    this.size += 1;
  }

  /** Puts a lane after the lanes still due this round and before those already served in it. */
  private insertDue(address: string, lane: Waiter[]): void {
    const entries = [...this.lanes];
    const at = entries.findIndex(([key]) => this.servedIn.get(key) === this.round);
    if (at < 0) {
      this.lanes.set(address, lane);
      return;
    }
    this.lanes.clear();
    for (const [key, value] of entries.slice(0, at)) this.lanes.set(key, value);
    this.lanes.set(address, lane);
    for (const [key, value] of entries.slice(at)) this.lanes.set(key, value);
  }

  private forget(waiter: Waiter): void {
    if (waiter.account) {
      const left = (this.accounts.get(waiter.account) ?? 1) - 1;
      if (left <= 0) this.accounts.delete(waiter.account);
      else this.accounts.set(waiter.account, left);
    }
    this.size -= 1;
  }

  /** The next waiter in turn: the front lane's oldest; that lane goes to the back of the rotation, served this round. */
  next(): Waiter | undefined {
    for (const [address, lane] of this.lanes) {
      // The front lane was served this round already: every waiting lane has had its turn, a new round begins.
      if (this.servedIn.get(address) === this.round) {
        this.round += 1;
        // Only lanes with work keep a record; the rest are due in any later round anyway.
        for (const key of this.servedIn.keys()) if (!this.lanes.has(key)) this.servedIn.delete(key);
      }
      this.servedIn.set(address, this.round);
      const waiter = lane.shift()!;
      this.lanes.delete(address);
      if (lane.length > 0) this.lanes.set(address, lane);
      this.forget(waiter);
      return waiter;
    }
    return undefined;
  }

  longest(): number {
    let length = 0;
    for (const lane of this.lanes.values()) length = Math.max(length, lane.length);
    return length;
  }

  /**
   * Takes back the newest waiter of the longest lane (of those as long, the one latest in the rotation), when that
   * lane is longer than `than` (push-out).
   */
  evictFromLongest(than: number): Waiter | undefined {
    let longest: Waiter[] | undefined;
    let longestAddress = '';
    for (const [address, lane] of this.lanes) {
      if (!longest || lane.length >= longest.length) {
        longest = lane;
        longestAddress = address;
      }
    }
    if (!longest || longest.length <= than) return undefined;
    const waiter = longest.pop()!;
    if (longest.length === 0) this.lanes.delete(longestAddress);
    this.forget(waiter);
    return waiter;
  }
}

/**
 * The process-wide gate on hashing, shared fairly. `concurrency` hashes run at once; the rest wait in lanes, one per
 * client address, served round-robin, so each address with waiting work gets its turn however many it sent:
 * - an address may hold at most `laneQueue` waiting places (beyond: 429, it is over its share), and an account key
 *   twice that (beyond: 503: many clients are trying this one account at once);
 * - all lanes together hold at most `queue`; when that is full, a newcomer whose lane is shorter than the longest
 *   one takes the longest lane's newest place (that request gets 503), so a few addresses can never fill the queue
 *   for everyone;
 * - three rotations, each with its own lanes and per-account places: sign-ins from known devices (guesses from
 *   unknown devices cannot fill their places), addresses with fewer than 3 wrong passwords in 15 minutes, and the
 *   failing addresses (every guessing address after its third guess). The classes with work take turns, so each
 *   gets at least a third of the slots: a clean address waits about two hashes however many addresses are failing,
 *   and no class is starved (an attacker who signs in to accounts of their own gets no more than their class's
 *   share). A newcomer may push out a waiter of a class after its own when the queue is full.
 */
export class FairHashGate {
  running = 0;
  private readonly known = new Rotation();
  private readonly clean = new Rotation();
  private readonly suspect = new Rotation();
  /** The classes in turn order; `lastClass` is the index of the one served last when several had work. */
  private readonly classes = [this.known, this.clean, this.suspect];
  private lastClass = 2;
  /** Failed password checks per address key in the current window (FAILURE_WINDOW_MS). */
  private readonly failures = new Map<string, { count: number; since: number }>();
  /** Moving average of one hash's duration (ms), for Retry-After. */
  averageMs = 50;

  constructor(
    public concurrency: number,
    public queue: number,
    public laneQueue: number,
  ) {}

  /**
   * Waiting places per account key: twice an address's, since one owner signs in from a phone and a laptop, and a
   * burst of the 5 tries the lockout allows must still be judged (not refused) with one hash running.
   */
  get accountQueue(): number {
    return this.laneQueue * 2;
  }

  get waiting(): number {
    return this.known.size + this.clean.size + this.suspect.size;
  }

  /** Seconds until the work already admitted drains: Retry-After's value. */
  retryAfter(): number {
    const seconds = Math.ceil(((this.waiting + this.running) * this.averageMs) / this.concurrency / 1000);
    return Math.max(1, Math.min(30, seconds));
  }

  private busy(): HttpError {
    return new HttpError(503, BUSY_MESSAGE, { 'retry-after': String(this.retryAfter()) });
  }

  /**
   * Why a hash of this lane asked for now would be refused (undefined: it would run or wait). With `atHash`
   * (the hash itself, not an early check), the account's places count too, and a full queue makes room by pushing
   * out the longest lane's newest waiter when this lane is shorter.
   */
  private refusal(lane: HashLane, atHash: boolean): HttpError | undefined {
    if (this.running < this.concurrency && this.waiting === 0) return undefined;
    const address = addressKey(lane.address);
    const rotation = this.rotationOf(lane);
    const mine = rotation.laneLength(address);
    if (mine >= this.laneQueue)
      return new HttpError(429, LANE_FULL_MESSAGE, { 'retry-after': String(this.retryAfter()) });
    // The account's places are checked only at the hash itself: a login's early check comes before its try is
    // counted, and a burst at one account must meet the lockout's 429 (the 5 tries), not a 503 that counts nothing.
    if (atHash && lane.account && (rotation.accounts.get(lane.account) ?? 0) >= this.accountQueue)
      return this.busy();
    if (this.waiting < this.queue) return undefined;
    // Full: a newcomer may push out any waiter of a class served after its own (a known device: anyone else's; an
    // address without failures: a failing address's), or of its own class a lane longer than its own would be.
    const own = this.classes.indexOf(rotation);
    const candidates: [Rotation, number][] = [
      ...this.classes
        .slice(own + 1)
        .reverse()
        .map((pool): [Rotation, number] => [pool, 0]),
      [rotation, mine + 1],
    ];
    for (const [pool, than] of candidates) {
      if (!atHash) {
        if (pool.longest() > than) return undefined;
        continue;
      }
      const pushed = pool.evictFromLongest(than);
      if (pushed) {
        pushed.refuse(this.busy());
        return undefined;
      }
    }
    return this.busy();
  }

  /**
   * Throws the refusal a hash of this lane would get now, on the address's places and the whole queue (not the
   * account's: see refusal); lets a flow refuse before any other work.
   */
  assertCapacity(lane: HashLane): void {
    const error = this.refusal(lane, false);
    if (error) throw error;
  }

  async run<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency && this.waiting === 0) {
      this.running += 1;
    } else {
      const error = this.refusal(lane, true);
      if (error) throw error;
      // The finishing hash hands its slot over directly (running stays the same).
      await new Promise<void>((admit, refuse) => {
        this.rotationOf(lane).add({
          address: addressKey(lane.address),
          account: lane.account,
          admit,
          refuse,
        });
      });
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.takeNext();
      if (next) next.admit();
      else this.running -= 1;
    }
  }

  /** The classes with waiting work take turns (known devices, clean addresses, failing addresses, and round). */
  private takeNext(): Waiter | undefined {
    for (let step = 1; step <= this.classes.length; step += 1) {
      const at = (this.lastClass + step) % this.classes.length;
      if (this.classes[at].size > 0) {
        this.lastClass = at;
        return this.classes[at].next();
      }
    }
    return undefined;
  }

  /** Known devices; else addresses with fewer than SUSPECT_FAILURES failed checks in the window; else the failing. */
  private rotationOf(lane: HashLane): Rotation {
    if (lane.knownDevice) return this.known;
    const record = this.failures.get(addressKey(lane.address));
    const failing =
      record !== undefined &&
      Date.now() - record.since < FAILURE_WINDOW_MS &&
      record.count >= SUSPECT_FAILURES;
    return failing ? this.suspect : this.clean;
  }

  /** Counts a wrong password checked for this lane's address (verifyPassword tells it). */
  noteFailure(lane: HashLane): void {
    const key = addressKey(lane.address);
    const now = Date.now();
    const record = this.failures.get(key);
    if (record && now - record.since < FAILURE_WINDOW_MS) record.count += 1;
    else {
      this.failures.delete(key);
      this.failures.set(key, { count: 1, since: now });
    }
    // Bounded: the oldest windows go first (a Map keeps insertion order).
    if (this.failures.size > MAX_TRACKED_ADDRESSES) this.failures.delete(this.failures.keys().next().value!);
  }
}

/** Failed checks from one address within FAILURE_WINDOW_MS that move its hashes behind those of other addresses. */
const SUSPECT_FAILURES = 3;
const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_TRACKED_ADDRESSES = 100_000;

const gate = new FairHashGate(defaultHashConcurrency(), 32, 2);
let defaultCost: HashCost = PRODUCTION_COST;

/** Sets the process-wide gate and the cost of new hashes (buildApp does, from the HASH_* and cost settings). */
export function configureHashing({
  concurrency,
  queue,
  laneQueue,
  cost,
}: {
  concurrency: number;
  queue: number;
  laneQueue: number;
  cost?: HashCost;
}): void {
  gate.concurrency = concurrency;
  gate.queue = queue;
  gate.laneQueue = laneQueue;
  if (cost) defaultCost = cost;
}

/** Throws the 429/503 at once when a hash of this lane asked for now would be refused: refuse before other work. */
export function assertHashCapacity(lane: HashLane): void {
  gate.assertCapacity(lane);
}

/**
 * Hashing threads: worker threads that each run one hash synchronously on their own thread at a lower CPU priority
 * (nice HASH_NICE; per thread on Linux), so that when CPU is short the event loop, which answers every other request,
 * runs first and hashing takes what is left (scripts/bench/hash-rate.ts measured this against crypto.argon2's async
 * form on libuv's pool: docs/auth-abuse.md). Plain JavaScript (eval) so the worker needs no TypeScript loader. On a
 * runtime without crypto.argon2, argon2id hashes are verified with hash-wasm (WebAssembly) in the same threads.
 */
const HASH_NICE = 10;
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const crypto = require('node:crypto');
if (process.platform === 'linux') { try { require('node:os').setPriority(0, ${HASH_NICE}); } catch {} }
let wasm;
async function argon2id(password, salt, { memory, passes, parallelism }) {
  if (crypto.argon2Sync) {
    return crypto.argon2Sync('argon2id', { message: password, nonce: salt, memory, passes, parallelism, tagLength: ${KEY_LENGTH} });
  }
  wasm ??= require(workerData.hashWasm);
  return Buffer.from(await wasm.argon2id({ password, salt, memorySize: memory, iterations: passes, parallelism, hashLength: ${KEY_LENGTH}, outputType: 'binary' }));
}
parentPort.on('message', async ({ algorithm, password, salt, options }) => {
  try {
    const key = algorithm === 'argon2id'
      ? await argon2id(password, Buffer.from(salt), options)
      : crypto.scryptSync(password, Buffer.from(salt), ${KEY_LENGTH}, options);
    parentPort.postMessage({ key });
  } catch (error) { parentPort.postMessage({ error: String(error && error.message) }); }
});
`;

/** hash-wasm's entry, resolved here (the worker's eval'd code has no module path of its own). */
function hashWasmEntry(): string | undefined {
  if (nativeArgon2) return undefined;
  try {
    return createRequire(import.meta.url).resolve('hash-wasm');
  } catch {
    return undefined;
  }
}

const idleWorkers: Worker[] = [];

type Job =
  | { algorithm: 'scrypt'; options: crypto.ScryptOptions }
  | { algorithm: 'argon2id'; options: { memory: number; passes: number; parallelism: number } };

function runInWorker(password: string, salt: Buffer, job: Job): Promise<Buffer> {
  const worker =
    idleWorkers.pop() ?? new Worker(WORKER_SOURCE, { eval: true, workerData: { hashWasm: hashWasmEntry() } });
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
      else reject(new Error(`${job.algorithm} failed: ${answer.error ?? 'unknown error'}`));
    };
    const onError = (error: Error) => {
      // The thread is gone: a new one is started for the next hash.
      done();
      reject(error);
    };
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.ref();
    worker.postMessage({ algorithm: job.algorithm, password, salt, options: job.options });
  });
}

function derive(password: string, salt: Buffer, job: Job, lane: HashLane): Promise<Buffer> {
  return gate.run(lane, () => runInWorker(password.normalize('NFKC'), salt, job));
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function scryptJob(N: number, r: number, p: number): Job {
  return { algorithm: 'scrypt', options: { N, r, p, maxmem: 256 * N * r } };
}

/**
 * A new hash: argon2id at `cost.argon2Memory` KiB, t = 2, p = 1 where the runtime has crypto.argon2, else scrypt
 * at N = 2^cost.scryptCost, r = 8, p = 1 (OWASP's recommendations for each: ~16 ms and ~230 ms of one core here).
 */
export async function hashPassword(
  password: string,
  lane: HashLane,
  cost: HashCost = defaultCost,
): Promise<string> {
  const salt = randomBytes(16);
  if (nativeArgon2) {
    const options = { memory: cost.argon2Memory, passes: ARGON2_PASSES, parallelism: ARGON2_PARALLELISM };
    const key = await derive(password, salt, { algorithm: 'argon2id', options }, lane);
    return `$argon2id$v=19$m=${options.memory},t=${options.passes},p=${options.parallelism}$${b64(salt)}$${b64(key)}`;
  }
  const N = 2 ** cost.scryptCost;
  const key = await derive(password, salt, scryptJob(N, 8, 1), lane);
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  job: Job;
  salt: Buffer;
  expected: Buffer;
}

function parse(stored: string): Parsed | undefined {
  const argon = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
    stored,
  );
  if (argon) {
    const [, m, t, p, salt, hash] = argon;
    const options = { memory: Number(m), passes: Number(t), parallelism: Number(p) };
    return {
      job: { algorithm: 'argon2id', options },
      salt: Buffer.from(salt, 'base64'),
      expected: Buffer.from(hash, 'base64'),
    };
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  return {
    job: scryptJob(Number(n), Number(r), Number(p)),
    salt: Buffer.from(salt, 'base64'),
    expected: Buffer.from(hash, 'base64'),
  };
}

export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  lane: HashLane,
): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  if (!parsed) return false;
  // A runtime with neither crypto.argon2 nor hash-wasm (a dependency: only a broken install) cannot check an
  // argon2id hash: an error the logs show, never a silent "wrong password" that would count against the owner.
  if (parsed.job.algorithm === 'argon2id' && !nativeArgon2 && !hashWasmEntry())
    throw new Error('argon2id is not available on this runtime');
  const key = await derive(password, parsed.salt, parsed.job, lane);
  const good = key.length === parsed.expected.length && timingSafeEqual(key, parsed.expected);
  if (!good) gate.noteFailure(lane);
  return good;
}

/**
 * True when a stored hash is not what hashPassword would write now (scrypt where argon2id is available, or another
 * cost): the sign-in that just verified it writes a new one.
 */
export function needsRehash(stored: string, cost: HashCost = defaultCost): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  if (!nativeArgon2)
    return parsed.job.algorithm === 'scrypt' && parsed.job.options.N !== 2 ** cost.scryptCost;
  if (parsed.job.algorithm !== 'argon2id') return true;
  const { memory, passes, parallelism } = parsed.job.options;
  return memory !== cost.argon2Memory || passes !== ARGON2_PASSES || parallelism !== ARGON2_PARALLELISM;
}

/**
 * A hash of a random password, for verifying against when the account does not exist (equal timing): made by
 * hashPassword, so it has the algorithm and cost of new hashes.
 */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(lane: HashLane, cost: HashCost = defaultCost): Promise<string> {
  const key = `${cost.argon2Memory}:${cost.scryptCost}`;
  let pending = dummyHashes.get(key);
  if (!pending) {
    const made = hashPassword(randomBytes(16).toString('hex'), lane, cost);
    pending = made;
    dummyHashes.set(key, made);
    // Refused (the gate was full) or failed: the next caller tries again instead of inheriting the failure.
    made.catch(() => {
      if (dummyHashes.get(key) === made) dummyHashes.delete(key);
    });
  }
  return pending;
}
