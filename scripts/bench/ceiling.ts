// The cached read's ceiling (issue 35): a cached public page is bytes in memory, so the portal serving one should
// come near Fastify answering a constant JSON on the same machine in the same run. This drives both, alternating
// (constant, portal, constant, portal...), at CEILING_CONNECTIONS (default 100) for BENCH_SECONDS each after a 1 s
// warm-up, and prints each figure and the portal's share of the constant's req/s. With CEILING_PROFILE=<dir>, the
// portal runs under `node --cpu-prof` (one more server, driven once) and the profile's heaviest frames are printed,
// self time and inclusive time by function and file (what docs/benchmarks.md "The cached read's ceiling" quotes).
//   node --import tsx scripts/bench/ceiling.ts
// Env: CEILING_DB (default postgres://postgres@127.0.0.1:5432/scale_bench; seed first with
// `BENCH_KEEP=1 BENCH_SKIP_PGLITE=1 npm run bench -- --seed-only`), CEILING_ROUNDS (default 2), CEILING_PATHS
// (comma-separated, default the feed's and the directory's first pages), CEILING_HEADERS (JSON, e.g.
// {"accept-encoding":"br"}), CEILING_ENV (JSON, extra server settings, e.g. {"RATE_LIMIT":"true"}).
import { readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchProcess, startBenchServer, type BenchServer } from './bench-server';

const DB_URL = process.env.CEILING_DB ?? 'postgres://postgres@127.0.0.1:5432/scale_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.CEILING_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.CEILING_ROUNDS ?? 2);
const PATHS = (
  process.env.CEILING_PATHS ??
  '/clap/prop/public/post?page=1&limit=12,/clap/prop/public/directory?tab=creatives&page=1&limit=10'
).split(',');
const HEADERS = JSON.parse(process.env.CEILING_HEADERS ?? '{}') as Record<string, string>;
const SERVER_ENV = JSON.parse(process.env.CEILING_ENV ?? '{}') as Record<string, string>;
const PROFILE_DIR = process.env.CEILING_PROFILE;

export interface Figure {
  rps: number;
  p95: number;
  bad: number;
  total: number;
}

/** CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * A drive and the server's own CPU time per request: on a machine shared with other work the req/s of two servers
 * measured seconds apart move with that work by several times, but the CPU one answer costs the server does not.
 */
async function driveWithCpu(server: BenchServer, url: string, headers: Record<string, string> = {}) {
  const before = await cpuMs(server.child.pid!);
  const figure = await driveOnce(url, SECONDS, CONNECTIONS, headers);
  const cpu = ((await cpuMs(server.child.pid!)) - before) / Math.max(1, figure.total);
  return { ...figure, cpu };
}

export async function driveOnce(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Figure> {
  const times: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, timeout: 10, headers });
  instance.on('response', (_c, _s, _b, ms) => void times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? NaN,
    bad: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

const show = (name: string, f: Figure) =>
  `${name.padEnd(58)} ${f.rps.toFixed(0).padStart(6)} req/s  p95 ${f.p95.toFixed(1).padStart(5)} ms  bad ${f.bad}`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** The heaviest frames of a .cpuprofile: self time, and inclusive time (a frame counted once per sample). */
export async function summariseProfile(file: string, top = 25): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) => {
    const file = n.callFrame.url
      .replace(/^.*node_modules\//, '')
      .replace(/^file:\/\/.*?\/(server|scripts)\//, '$1/');
    return `${n.callFrame.functionName || '(anonymous)'} ${file}${file ? `:${n.callFrame.lineNumber + 1}` : ''}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const id of profile.samples) {
    const node = byId.get(id)!;
    self.set(label(node), (self.get(label(node)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const l = label(byId.get(at)!);
      if (seen.has(l)) continue;
      seen.add(l);
      inclusive.set(l, (inclusive.get(l) ?? 0) + 1);
    }
  }
  const total = profile.samples.length;
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([l, n]) => `  ${((n / total) * 100).toFixed(1).padStart(5)}%  ${l}`)
      .join('\n');
  return `${total} samples\nself time:\n${rows(self)}\ninclusive:\n${rows(inclusive)}`;
}

async function main() {
  const constant = await startBenchProcess('scripts/bench/reference-server.ts', {}, '/health');
  const portalEnv = { DATABASE_URL: DB_URL, RATE_LIMIT: 'false', ...SERVER_ENV };
  const portal = await startBenchServer(portalEnv);
  const servers: BenchServer[] = [constant, portal];
  try {
    for (const p of PATHS) {
      const warm = await fetch(portal.url + p, { headers: HEADERS });
      if (!warm.ok) throw new Error(`${p}: HTTP ${warm.status}`);
    }
    const shares: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const p of PATHS) {
        await driveOnce(`${constant.url}/constant`, 1, 10);
        const c = await driveWithCpu(constant, `${constant.url}/constant`);
        await driveOnce(portal.url + p, 1, 10, HEADERS);
        const r = await driveWithCpu(portal, portal.url + p, HEADERS);
        shares.push(c.cpu / r.cpu);
        console.log(
          `${show(`round ${round} Fastify constant JSON`, c)}  ${(c.cpu * 1000).toFixed(0)} us CPU/req`,
        );
        console.log(
          `${show(`round ${round} portal (cached) ${p.split('?')[0]}`, r)}  ${(r.cpu * 1000).toFixed(0)} us CPU/req`,
        );
        console.log(
          `  share of the ceiling: req/s ${(r.rps / c.rps).toFixed(2)}x, CPU per answer ${(c.cpu / r.cpu).toFixed(2)}x   load ${os.loadavg()[0].toFixed(2)}`,
        );
      }
    }
    console.log(
      `median share by CPU per answer: ${shares.sort((a, b) => a - b)[Math.floor(shares.length / 2)].toFixed(2)}x over ${shares.length}`,
    );
    if (PROFILE_DIR) {
      const profiled = await startBenchServer(portalEnv, {
        nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`],
      });
      servers.push(profiled);
      await driveOnce(profiled.url + PATHS[0], 2, 10, HEADERS);
      const r = await driveOnce(profiled.url + PATHS[0], SECONDS, CONNECTIONS, HEADERS);
      console.log(show('profiled portal (cached)', r));
      await profiled.stop();
      // One profile per thread (tsx's loader has its own): the main thread's is the largest.
      const files = await Promise.all(
        (await readdir(PROFILE_DIR))
          .filter((f) => f.endsWith('.cpuprofile'))
          .map(async (f) => ({ f, size: (await stat(path.join(PROFILE_DIR, f))).size })),
      );
      const main = files.sort((a, b) => b.size - a.size)[0];
      console.log(`${main.f}: ${await summariseProfile(path.join(PROFILE_DIR, main.f))}`);
    }
  } finally {
    for (const s of servers) await s.stop();
  }
}

// `ceiling.ts --summarise <file.cpuprofile> [top]` prints a saved profile's heaviest frames.
if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] === '--summarise')
    console.log(await summariseProfile(process.argv[3], Number(process.argv[4] ?? 25)));
  else await main();
}
