// The embedded database (PGlite) is one process's: two processes writing one pgdata folder corrupt it. So whoever
// opens DATA_DIR with PGlite first writes DATA_DIR/server.lock (pid, host, start time) and every later opener is
// refused with DataDirLockedError until the holder closes or dies. A lock left by a dead process on this host is taken
// over (with a log line); a lock from another host is never guessed at (we cannot see its processes).
import { randomBytes } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';
/** A takeover marker older than this was left by a process that died during its takeover (a few milliseconds). */
const TAKEOVER_STALE_MS = 10_000;

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  /** Tells this opener's lock from a later one's (a pid may be reused). */
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid} on host ${holder.host} (since ${holder.startedAt}). ` +
        'Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock file (if it is still ours). */
  release: () => Promise<void>;
}

type Log = (message: string) => void;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return {
        pid: parsed.pid,
        host: parsed.host,
        startedAt: String(parsed.startedAt ?? 'unknown'),
        token: String(parsed.token ?? ''),
      };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  }
  // Unreadable or from a foreign writer: treated as held by an unknown process (never taken over silently).
  return { pid: 0, host: 'unknown', startedAt: 'unknown', token: '' };
}

/** Writes the lock atomically: the full content goes to a private file, then link() fails if the lock exists. */
async function tryCreate(file: string, holder: LockHolder): Promise<boolean> {
  const tmp = `${file}.${holder.token}`;
  await writeFile(tmp, `${JSON.stringify(holder)}\n`, { flag: 'wx', mode: 0o644 });
  try {
    await link(tmp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}

/**
 * Removes `stale` if the lock file still names it. Only one process at a time may do so (a mkdir'ed marker), so two
 * openers finding the same dead holder cannot both remove a lock and both believe they hold the new one.
 */
async function removeStale(file: string, stale: LockHolder): Promise<boolean> {
  const marker = `${file}.takeover`;
  try {
    await mkdir(marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (await stat(marker).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (age > TAKEOVER_STALE_MS) await rmdir(marker).catch(() => undefined);
    return false;
  }
  try {
    const current = await readHolder(file);
    if (current && current.pid === stale.pid && current.token === stale.token) await unlink(file);
    return true;
  } finally {
    await rmdir(marker).catch(() => undefined);
  }
}

/** Takes DATA_DIR's lock or throws DataDirLockedError naming the holder. */
export async function lockDataDir(
  dataDir: string,
  log: Log = (message) => console.warn(message),
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  for (let attempt = 0; !(await tryCreate(file, holder)); attempt += 1) {
    const current = await readHolder(file);
    if (!current) continue; // released meanwhile: try again
    const dead =
      current.host === holder.host && current.pid !== process.pid && current.pid > 0 && !isAlive(current.pid);
    if (!dead || attempt >= 5) throw new DataDirLockedError(dataDir, current);
    if (await removeStale(file, current)) {
      log(
        `Took over the lock of the data folder ${dataDir}: process ${current.pid} on ${current.host} (started ${current.startedAt}) is no longer running.`,
      );
    } else {
      await new Promise((resolve) => setTimeout(resolve, 50)); // another opener is taking over: look again
    }
  }

  // The lock also goes when the process exits without closing (an uncaught error, process.exit); not on SIGKILL,
  // which is what the stale-lock takeover above is for.
  const releaseOnExit = () => {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', releaseOnExit);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      process.off('exit', releaseOnExit);
      const current = await readHolder(file);
      if (current?.token === holder.token) await unlink(file).catch(() => undefined);
    },
  };
}
