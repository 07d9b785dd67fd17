// Password hashes per second per core (issue 29, section 1): scrypt at the old production cost (N = 2^17, r = 8,
// p = 1) and argon2id at OWASP's (m = 19 MiB, t = 2, p = 1), each run back to back on one thread for a few
// seconds. Then which way of running argon2id off the event loop leaves the event loop more of the CPU: the
// server's hashing threads (worker threads at nice 10) or crypto.argon2's async form (libuv's pool, normal
// priority): a fixed piece of main-thread work (serialising a feed page's worth of JSON, as the feed does) is timed
// idle and while as many hashes as there are cores run without pause. `runHashRate()` returns a markdown section;
// run on its own, `node --import tsx scripts/bench/hash-rate.ts` prints it. Needs crypto.argon2 (Node 24.7+) for the
// argon2id figures; without it, only scrypt's is measured.
import * as crypto from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const SECONDS = Number(process.env.HASH_RATE_SECONDS ?? 4);
const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

type Argon2Sync = (algorithm: string, parameters: Record<string, unknown>) => Buffer;
type Argon2Async = (
  algorithm: string,
  parameters: Record<string, unknown>,
  callback: (error: Error | null, key: Buffer) => void,
) => void;
const argon2Sync = (crypto as unknown as { argon2Sync?: Argon2Sync }).argon2Sync;
const argon2 = (crypto as unknown as { argon2?: Argon2Async }).argon2;

function rate(hash: () => void): { perSecond: number; ms: number } {
  hash(); // warm-up
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    hash();
    count += 1;
  }
  const elapsed = performance.now() - started;
  return { perSecond: (count * 1000) / elapsed, ms: elapsed / count };
}

const argonParams = () => ({ message: 'Bench#Pass2026', nonce: crypto.randomBytes(16), ...ARGON2 });

/** A feed page's worth of JSON (12 items), serialised and parsed: the kind of work the event loop does per answer. */
const PAGE = Array.from({ length: 12 }, (_, i) => ({
  id: i,
  title: `Post ${i}`,
  description: 'x'.repeat(400),
  images: Array.from({ length: 3 }, (_, j) => `/uploads/${i}-${j}.webp`),
  author: { id: i, name: 'Ada Obi', avatar: '/uploads/a.webp', sector: 'Music' },
}));
function mainThreadWork(): number {
  const started = performance.now();
  for (let i = 0; i < 200; i += 1) JSON.parse(JSON.stringify(PAGE));
  return performance.now() - started;
}

/** p50 / p95 (ms) of the main-thread work over `seconds`, run every 5 ms. */
async function sampleMainThread(seconds: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    times.push(mainThreadWork());
    await new Promise((r) => setTimeout(r, 5));
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

const WORKER = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
if (process.platform === 'linux') { try { require('node:os').setPriority(0, 10); } catch {} }
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  let n = 0;
  while (!stop) {
    crypto.argon2Sync('argon2id', { message: 'Bench#Pass2026', nonce: crypto.randomBytes(16), ${Object.entries(
      ARGON2,
    )
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')} });
    n += 1;
    await new Promise((r) => setImmediate(r));
  }
  parentPort.postMessage(n);
})();
`;

/** Main-thread work while `threads` nice-10 worker threads hash without pause; returns it and the hashes done. */
async function underWorkers(threads: number, seconds: number) {
  const workers = Array.from({ length: threads }, () => new Worker(WORKER, { eval: true }));
  await new Promise((r) => setTimeout(r, 300));
  const started = performance.now();
  const work = await sampleMainThread(seconds);
  const counts = await Promise.all(
    workers.map(
      (w) =>
        new Promise<number>((resolve) => {
          w.once('message', (n: number) => resolve(n));
          w.postMessage('stop');
        }),
    ),
  );
  await Promise.all(workers.map((w) => w.terminate()));
  return {
    ...work,
    hashesPerSecond: (counts.reduce((a, b) => a + b, 0) * 1000) / (performance.now() - started + 300),
  };
}

/** The same with crypto.argon2's async form keeping `inFlight` hashes on libuv's pool. */
async function underPool(inFlight: number, seconds: number) {
  let stop = false;
  let done = 0;
  const loops = Array.from({ length: inFlight }, async () => {
    while (!stop) {
      await new Promise<void>((resolve, reject) =>
        argon2!('argon2id', argonParams(), (error) => (error ? reject(error) : resolve())),
      );
      done += 1;
    }
  });
  await new Promise((r) => setTimeout(r, 300));
  const started = performance.now();
  const work = await sampleMainThread(seconds);
  const elapsed = performance.now() - started;
  const before = done;
  stop = true;
  await Promise.all(loops);
  return { ...work, hashesPerSecond: (before * 1000) / elapsed };
}

export async function runHashRate(): Promise<string> {
  const scrypt = rate(() =>
    crypto.scryptSync('Bench#Pass2026', crypto.randomBytes(16), 32, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 2 ** 17 * 8,
    }),
  );
  const lines = [
    `| scrypt N = 2^17, r = 8, p = 1 (128 MiB) | ${scrypt.perSecond.toFixed(1)} | ${scrypt.ms.toFixed(0)} |`,
  ];
  let placement = 'crypto.argon2 is missing on this runtime: the argon2id figures need Node 24.7+.';
  if (argon2Sync) {
    const argon = rate(() => argon2Sync('argon2id', argonParams()));
    lines.push(
      `| argon2id m = 19 MiB, t = 2, p = 1 | ${argon.perSecond.toFixed(1)} | ${argon.ms.toFixed(1)} |`,
    );
    lines.push(`| argon2id / scrypt | ${(argon.perSecond / scrypt.perSecond).toFixed(1)}x | |`);
    const cores = os.availableParallelism();
    const idle = await sampleMainThread(SECONDS);
    const workers = await underWorkers(cores, SECONDS);
    const pool = await underPool(cores, SECONDS);
    placement = `Where argon2id runs, ${cores} hashes kept running without pause (as many as cores), and the event loop's share: a
fixed piece of main-thread work (JSON of a 12-item feed page, 200 times), every 5 ms for ${SECONDS} s.

| argon2id runs on | main-thread work p50 ms | p95 ms | p50 / idle | hashes/s meanwhile |
|---|---|---|---|---|
| nothing (idle) | ${idle.p50.toFixed(1)} | ${idle.p95.toFixed(1)} | 1.00x | - |
| worker threads at nice 10 (the server's hashing threads) | ${workers.p50.toFixed(1)} | ${workers.p95.toFixed(1)} | ${(workers.p50 / idle.p50).toFixed(2)}x | ${workers.hashesPerSecond.toFixed(0)} |
| crypto.argon2 async (libuv's pool, normal priority) | ${pool.p50.toFixed(1)} | ${pool.p95.toFixed(1)} | ${(pool.p50 / idle.p50).toFixed(2)}x | ${pool.hashesPerSecond.toFixed(0)} |`;
  }
  return `## Password hashes per second per core

\`npm run bench:abuse\` (scripts/bench/hash-rate.ts), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.availableParallelism()} CPUs, Node ${process.version}, load
${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ')}. Each hash back to back on one thread for ${SECONDS} s (one core).

| hash | hashes/s per core | ms per hash |
|---|---|---|
${lines.join('\n')}

${placement}
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runHashRate().then(
    (section) => {
      console.log(section);
      process.exit(0);
    },
    (error: unknown) => {
      console.error('hash rate bench failed:', error);
      process.exit(1);
    },
  );
}
