// The real server as a child process for the benchmarks (run.ts, login-flood.ts, image-memory.ts): started with
// plain `node` (so the child's pid is the server's, for /proc memory readings), on a free port of this machine's
// bench range (8400-8499), in the environment `npm start` gives it (MALLOC_ARENA_MAX=2) plus the caller's settings.
// The reference servers (reference-server.ts) start the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** autocannon's options for `connections` clients posting JSON to `url` for `seconds` (the login flood, the sign-up
 * drive): a hashing route answers slowly under load, hence the 30 s timeout. */
export const jsonPostDrive = (url: string, connections: number, seconds: number) => ({
  url,
  method: 'POST',
  connections,
  duration: seconds,
  timeout: 30,
  headers: { 'content-type': 'application/json' },
});

/** A port in this machine's agreed range (8400-8499) that is free now. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 8400 + Math.floor(Math.random() * 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 8400-8499');
}

/** Starts the server and waits for /clap/health (up to `timeoutMs`); `stop` sends SIGTERM, then SIGKILL after 10 s.
 * With WORKERS above 1 it also waits for every worker to finish starting (see `workersSettled`). */
export async function startBenchServer(
  env: Record<string, string>,
  { timeoutMs = 180_000, nodeArgs = [] as string[] } = {},
): Promise<BenchServer> {
  const server = await startBenchProcess(
    'server/main.ts',
    env,
    '/clap/health',
    timeoutMs,
    {
      // As `npm start` and `npm run serve` set it: glibc's per-thread malloc arenas otherwise fragment under
      // libvips' worker threads (measured: +329 MB instead of +203 MB for 12 concurrent phone photos).
      MALLOC_ARENA_MAX: '2',
      SEED_DEMO: 'false',
      STATIC_DIR: '/nonexistent',
    },
    nodeArgs,
  );
  const workers = Number(env.WORKERS ?? 1);
  if (workers > 1) await workersSettled(server, workers, timeoutMs);
  return server;
}

/** Runs `script` (a path under the project root) with tsx, on a free port, and waits until `healthPath` answers 200. */
export async function startBenchProcess(
  script: string,
  env: Record<string, string>,
  healthPath: string,
  timeoutMs = 60_000,
  defaults: Record<string, string> = {},
  /** Node's own options before the script (e.g. --cpu-prof, scripts/bench/ceiling.ts). */
  nodeArgs: string[] = [],
): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...defaults,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited during start`);
    if (
      await fetch(url + healthPath).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not start within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, stop };
}

/** CPU time (user + system, in clock ticks) of a process, from /proc; undefined once it is gone. */
async function cpuTicks(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields ? Number(fields[11]) + Number(fields[12]) : undefined;
}

/**
 * /clap/health answers as soon as one worker listens, and under tsx a worker takes 10-15 s to start on this machine
 * (docs/scale-out.md): measuring then would measure one worker and a compiler. The primary logs "worker listening"
 * at info only, and the bench runs at warn (request logs would cost throughput), so watch /proc instead: wait until
 * the primary has `count` children and each has used CPU to start and then stayed nearly idle for a second.
 */
async function workersSettled(server: BenchServer, count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let previous = new Map<number, number>();
  let quietRounds = 0;
  while (Date.now() < deadline) {
    const children = (
      await readFile(`/proc/${server.child.pid}/task/${server.child.pid}/children`, 'utf8').catch(() => '')
    )
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    const now = new Map<number, number>();
    for (const pid of children) {
      const ticks = await cpuTicks(pid);
      if (ticks !== undefined) now.set(pid, ticks);
    }
    // "Nearly idle": at most 5 ticks (50 ms of CPU) in the last 500 ms, for each worker, twice in a row.
    const quiet =
      now.size >= count &&
      [...now].every(([pid, ticks]) => previous.has(pid) && ticks - previous.get(pid)! <= 5 && ticks > 20);
    quietRounds = quiet ? quietRounds + 1 : 0;
    if (quietRounds >= 2) return;
    previous = now;
    await new Promise((r) => setTimeout(r, 500));
  }
  await server.stop();
  throw new Error(`the ${count} workers did not settle within ${timeoutMs / 1000} s`);
}
