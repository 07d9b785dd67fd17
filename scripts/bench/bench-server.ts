// The real server as a child process for the benchmarks (run.ts, login-flood.ts, image-memory.ts): started with
// plain `node` (so the child's pid is the server's, for /proc memory readings), on a free port of this machine's
// bench range (8400-8499), in the environment `npm start` gives it (MALLOC_ARENA_MAX=2) plus the caller's settings.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

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

/** Starts the server and waits for /clap/health (up to `timeoutMs`); `stop` sends SIGTERM, then SIGKILL after 10 s. */
export async function startBenchServer(env: Record<string, string>, { timeoutMs = 180_000 } = {}): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      STATIC_DIR: '/nonexistent',
      // As `npm start` and `npm run serve` set it: glibc's per-thread malloc arenas otherwise fragment under
      // libvips' worker threads (measured: +329 MB instead of +203 MB for 12 concurrent phone photos).
      MALLOC_ARENA_MAX: '2',
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
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (await fetch(`${url}/clap/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, stop };
}
