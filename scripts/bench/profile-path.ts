// Where an uncached answer's time goes in the portal process: starts the server with PUBLIC_CACHE=false under
// `node --cpu-prof`, drives one path at 10 connections, and prints the profile's heaviest frames (self time, and
// the share of every frame's inclusive time). Used for issue 35's searches (docs/benchmarks.md).
//   node --import tsx scripts/bench/profile-path.ts <db url> <path> [seconds]
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer } from './bench-server';
import { driveOnce, summariseProfile } from './ceiling';

const [DB, PATH, SECONDS = '6'] = process.argv.slice(2);

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'profile-path-'));
  const server = await startBenchServer(
    { DATABASE_URL: DB, RATE_LIMIT: 'false', PUBLIC_CACHE: 'false' },
    { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] },
  );
  try {
    await driveOnce(server.url + PATH, 2, 10);
    const r = await driveOnce(server.url + PATH, Number(SECONDS), 10);
    console.log(
      `${PATH}: ${r.rps.toFixed(0)} req/s, p95 ${r.p95.toFixed(1)} ms, load ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    // Not server.stop(): its SIGKILL after 10 s would lose the profile of a server whose shutdown runs to its own
    // 10 s limit (it then exits 1, and the profile is written).
    await new Promise((resolve) => {
      server.child.once('exit', resolve);
      server.child.kill('SIGTERM');
    });
  }
  // One profile per thread (tsx's loader has its own): the main thread's is the largest.
  const files = await Promise.all(
    (await readdir(dir))
      .filter((f) => f.endsWith('.cpuprofile'))
      .map(async (f) => ({ f, size: (await stat(path.join(dir, f))).size })),
  );
  const main = files.sort((a, b) => b.size - a.size)[0];
  console.log(`${path.join(dir, main.f)}\n${await summariseProfile(path.join(dir, main.f), 40)}`);
}

await main();
