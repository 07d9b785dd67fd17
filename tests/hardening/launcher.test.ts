// `npm start` through the launcher (scripts/launch.mjs, docs/production-build.md): the server runs inside the process
// npm started (no shell or launcher between them), so SIGTERM or SIGINT sent to npm reaches the server, which shuts
// down gracefully: npm exits 0, nothing is left running, the port and the database are free for the next start, and
// that next start builds nothing.
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  canListenOn,
  descendants,
  isRunning,
  startServer,
  stopServer,
  tempDir,
  type ServerProcess,
} from '../server/process-helpers';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** Sends `signal` to npm itself (not its children) and checks the whole tree ends cleanly within a few seconds. */
async function stopThroughNpm(server: ServerProcess, signal: NodeJS.Signals) {
  const pid = server.child.pid!;
  const tree = descendants(pid);
  // npm's script runs in the process npm started: the launcher turned server, not a shell waiting on it.
  expect(tree.length).toBeGreaterThan(0);
  const started = Date.now();
  process.kill(pid, signal);
  const exit = await server.exited;
  const elapsed = Date.now() - started;
  expect(exit, server.output()).toEqual({ code: 0, signal: null });
  expect(elapsed).toBeLessThan(8_000);
  expect(tree.filter(isRunning)).toEqual([]);
  expect(await canListenOn(server.port)).toBe(true);
  expect(server.output()).toContain(`"signal":"${signal}"`);
  return elapsed;
}

describe('npm start (the launcher)', () => {
  it('SIGTERM and SIGINT to npm stop the server gracefully; the next start reuses the build and the database', async () => {
    const dataDir = await tempDir('clap-launch-');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // LOG_LEVEL info: the server's own "shutting down" line (with the signal it received) is the proof it got it.
    const env = { DATA_DIR: dataDir, STATIC_DIR: 'dist', LOG_LEVEL: 'info' };

    // The first start may build (a fresh checkout, or sources newer than the build): several minutes at most.
    const first = await startServer(env, { mode: 'npm-start', timeoutMs: 400_000 });
    cleanups.push(() => stopServer(first));
    expect((await fetch(`${first.url}/`)).status).toBe(200);
    await adminToken(first.url);
    const termMs = await stopThroughNpm(first, 'SIGTERM');

    // Same DATA_DIR: PGlite's files were closed and released; nothing is built again.
    const second = await startServer(env, { mode: 'npm-start', timeoutMs: 60_000 });
    cleanups.push(() => stopServer(second));
    expect(second.output()).not.toContain('launch: building');
    await adminToken(second.url);
    const intMs = await stopThroughNpm(second, 'SIGINT');
    console.log(
      `npm start stopped by SIGTERM in ${termMs} ms, by SIGINT in ${intMs} ms (SHUTDOWN_GRACE_MS 1500)`,
    );
  });
});
