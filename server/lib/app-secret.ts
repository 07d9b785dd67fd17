// The key of keyed hashes (identity numbers, one-time codes): APP_SECRET, or a random secret generated once and kept
// under DATA_DIR/secret (mode 0600) so that hashes stay comparable across restarts.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

const cache = new Map<string, Promise<string>>();

/** The secret kept under DATA_DIR/secret, without creating one (backup); null when there is none. */
export async function readSecretFile(dataDir: string): Promise<string | null> {
  try {
    const existing = (await readFile(path.join(dataDir, 'secret'), 'utf8')).trim();
    return existing.length >= 32 ? existing : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}

/** Puts a secret back under DATA_DIR/secret (restore), replacing any other; mode 0600. */
export async function writeSecretFile(dataDir: string, secret: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secret');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  cache.delete(dataDir);
}

async function loadOrCreate(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secret');
  const existing = await readSecretFile(dataDir);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process created it first, read theirs.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

export function appSecret(config: Pick<Config, 'appSecret' | 'dataDir'>): Promise<string> {
  if (config.appSecret) return Promise.resolve(config.appSecret);
  let secret = cache.get(config.dataDir);
  if (!secret) {
    secret = loadOrCreate(config.dataDir);
    cache.set(config.dataDir, secret);
    secret.catch(() => cache.delete(config.dataDir));
  }
  return secret;
}
