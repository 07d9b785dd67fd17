// `npm run dev` (scripts/dev.mjs): the server under `node --watch` and Vite, started for real. SIGTERM to npm alone
// (a process manager, an IDE's stop button) and SIGINT to the terminal's whole process group (Ctrl+C) must both end
// every process it started, free both ports and exit 0; when one child dies on its own, the rest stop too.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  canListenOn,
  descendants,
  freePort,
  isRunning,
  REPO_ROOT,
  tempDir,
} from '../server/process-helpers';

const cleanups: (() => Promise<void>)[] = [];
// Every process and process group a run started (recorded while npm is alive: an orphan has no parent to find it by).
const seenPids = new Set<number>();
const seenGroups = new Set<number>();
afterAll(async () => {
  // A failed test must not leave a dev server behind.
  for (const group of seenGroups) killQuietly(-group);
  for (const pid of seenPids) killQuietly(pid);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

function killQuietly(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The processes whose process group is one of `groups`. */
function membersOf(groups: number[]): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([pid, pgid]) => pid > 0 && groups.includes(pgid))
    .map(([pid]) => pid);
}

/** The process group of `pid`; 0 once it is gone. */
function processGroup(pid: number): number {
  try {
    return Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  } catch {
    return 0;
  }
}

/** True when nothing listens on the port any more: we can listen on it ourselves, and a connection is refused. */
async function portFree(port: number): Promise<boolean> {
  const canListen = await canListenOn(port);
  // Vite listens on "localhost", which may be ::1 only.
  const refused = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, 'localhost');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
  return canListen && refused;
}

interface DevRun {
  npm: ChildProcess;
  port: number;
  devPort: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm run dev` in a process group of its own (as a terminal would start it), until the server and Vite answer. */
async function startDev(): Promise<DevRun> {
  const [port, devPort, dataDir] = [await freePort(), await freePort(), await tempDir('clap-dev-')];
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const npm = spawn('npm', ['run', 'dev'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEV_PORT: String(devPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SCRYPT_COST: '12',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  seenGroups.add(npm.pid!);
  let log = '';
  npm.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (done) throw new Error(`npm run dev exited during start:\n${log}`);
    // Through Vite's proxy: both are up and wired together.
    const answers = await Promise.all(
      [
        `http://127.0.0.1:${port}/clap/health`,
        `http://localhost:${devPort}/clap/health`,
        `http://localhost:${devPort}/`,
      ].map((url) =>
        fetch(url).then(
          (res) => res.ok,
          () => false,
        ),
      ),
    );
    if (answers.every(Boolean)) break;
    snapshot(npm.pid!);
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer within 120 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { npm, port, devPort, output: () => log, exited };
}

/** Everything `npm run dev` started is gone and both ports are free. */
async function expectAllGone(run: DevRun, tree: number[], groups: number[]) {
  // The grace period for a process that ignores the signal is 5 s; give the kernel a moment to reap.
  for (let i = 0; i < 20 && [...tree, ...membersOf(groups)].some(isRunning); i += 1)
    await new Promise((r) => setTimeout(r, 100));
  expect(tree.filter(isRunning), run.output()).toEqual([]);
  expect(membersOf(groups)).toEqual([]);
  expect(await portFree(run.port)).toBe(true);
  expect(await portFree(run.devPort)).toBe(true);
}

/** The processes npm started (npm's script, the watcher, the server, Vite) and their process groups. */
function snapshot(npmPid: number) {
  const tree = descendants(npmPid);
  const groups = [...new Set([npmPid, ...tree.map(processGroup).filter((group) => group > 0)])];
  for (const pid of tree) seenPids.add(pid);
  for (const group of groups) seenGroups.add(group);
  return { tree, groups };
}

describe('npm run dev (scripts/dev.mjs)', () => {
  it('SIGTERM to npm alone stops every process it started and frees both ports', async () => {
    const run = await startDev();
    const { tree, groups } = snapshot(run.npm.pid!);
    // npm's script (the launcher, exec'd), the watcher, the server under it and Vite.
    expect(tree.length, run.output()).toBeGreaterThanOrEqual(4);
    const stoppedAt = Date.now();
    process.kill(run.npm.pid!, 'SIGTERM');
    expect(await run.exited, run.output()).toEqual({ code: 0, signal: null });
    const elapsed = Date.now() - stoppedAt;
    await expectAllGone(run, tree, groups);
    console.log(`npm run dev stopped by SIGTERM in ${elapsed} ms`);
  });

  it('Ctrl+C (SIGINT to the whole foreground group) stops everything and npm exits 0', async () => {
    const run = await startDev();
    const { tree, groups } = snapshot(run.npm.pid!);
    expect(tree.length).toBeGreaterThanOrEqual(4);
    process.kill(-run.npm.pid!, 'SIGINT');
    expect(await run.exited, run.output()).toEqual({ code: 0, signal: null });
    await expectAllGone(run, tree, groups);
  });

  it('when Vite dies on its own, the server is stopped too and npm reports the failure', async () => {
    const run = await startDev();
    const { tree, groups } = snapshot(run.npm.pid!);
    const vite = tree.find((pid) =>
      execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).includes('vite.js'),
    );
    expect(vite).toBeDefined();
    process.kill(vite!, 'SIGKILL');
    const exit = await run.exited;
    expect(exit.code).not.toBe(0);
    expect(run.output()).toContain('dev: the vite exited (SIGKILL); stopping the rest');
    await expectAllGone(run, tree, groups);
  });
});
