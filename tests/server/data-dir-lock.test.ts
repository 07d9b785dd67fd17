// The embedded database's folder lock (server/db/data-dir-lock.ts): one process per DATA_DIR. A second opener is
// refused with a message naming the folder and the holder; a lock left by a dead process on this host is taken over;
// one from another host never is; closing releases it. (The same with real server processes:
// tests/hardening/scale-out.test.ts.)
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clap-lock-'));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has already exited (its number is free again). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

async function refusal(promise: Promise<unknown>): Promise<DataDirLockedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataDirLockedError);
  return error as DataDirLockedError;
}

describe('the PGlite data folder lock', () => {
  it('refuses a second opener with the folder, the holder pid and host, and what to do; closing releases it', async () => {
    const dir = await dataDir();
    const first = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    const held = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as {
      pid: number;
      host: string;
    };
    expect(held).toMatchObject({ pid: process.pid, host: os.hostname() });

    const error = await refusal(openDatabase({ databaseUrl: undefined, dataDir: dir }));
    expect(error.message).toBe(
      `The data folder ${dir} is in use by process ${process.pid} on host ${os.hostname()} (since ${error.holder.startedAt}). ` +
        'Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes.',
    );

    await first.close();
    await expect(readFile(path.join(dir, LOCK_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
    const again = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    await again.close();
  });

  it('takes over a lock whose process on this host is gone, and says so', async () => {
    const dir = await dataDir();
    const pid = deadPid();
    await writeFile(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid, host: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z', token: 'old' }),
    );
    const lines: string[] = [];
    const lock = await lockDataDir(dir, (line) => lines.push(line));
    expect(lines).toEqual([
      `Took over the lock of the data folder ${dir}: process ${pid} on ${os.hostname()} (started 2026-01-01T00:00:00.000Z) is no longer running.`,
    ]);
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('two openers finding the same dead holder at once: exactly one gets the lock', async () => {
    const dir = await dataDir();
    await writeFile(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid(), host: os.hostname(), startedAt: 'then', token: 'old' }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => lockDataDir(dir, () => undefined)),
    );
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(3);
    for (const reason of refused) expect(reason).toBeInstanceOf(DataDirLockedError);
    await won[0].release();
  });

  it('never takes over a lock of a live process, nor one written on another host', async () => {
    const dir = await dataDir();
    // pid 1 is alive on every host (init); a pid on another host cannot be checked from here.
    await writeFile(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: os.hostname(), startedAt: 'then', token: 'a' }),
    );
    expect((await refusal(lockDataDir(dir))).holder.pid).toBe(1);
    await writeFile(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid(), host: 'another-machine', startedAt: 'then', token: 'b' }),
    );
    expect((await refusal(lockDataDir(dir))).holder.host).toBe('another-machine');
  });
});
