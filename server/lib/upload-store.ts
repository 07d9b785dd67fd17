// Where uploaded files live: one interface over the local disk (DATA_DIR/uploads, the default) and an S3-compatible
// bucket (UPLOAD_STORE=s3; AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces). Every other module reads and writes
// files through an UploadStore, never through the file system, so a second machine serves what the first stored.
//
// Names are flat (no folders): public images are `<32 hex>.png|jpg` and their variants `<32 hex>-<width>.webp`;
// private files (funding documents) use the `private/` area, which GET /uploads/<name> never serves.
// A store's failure (disk full, bucket unreachable) is an UploadStoreError: answered 503, never 500 (docs/uploads.md).
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Public images never change under a name (random, never reused): browsers and CDNs may keep them a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The disk store's health probe: `<prefix><pid>` in the public folder, this many bytes (a temp name: never served). */
export const HEALTH_PROBE_PREFIX = '.tmp-health-';
const HEALTH_PROBE_BYTES = 512;

/** Content types by file extension: every name the server gives ends in one of these. */
export const UPLOAD_MIME_BY_EXT: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The two areas of a store: public images (served at /uploads/<name>) and private documents (never served). */
export type UploadArea = 'public' | 'private';

export interface StoredObject {
  body: Readable;
  bytes: number;
  lastModified: Date;
}

/** Size and age of an object, without opening it. */
export interface ObjectInfo {
  bytes: number;
  lastModified: Date;
}

/** The store could not be reached or refused the operation: plugins/errors.ts answers 503 with Retry-After. */
export class UploadStoreError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`upload store: ${operation} failed`, { cause });
    this.name = 'UploadStoreError';
  }
}

export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /**
   * Writes an object whole: a crash or a failed write never leaves a partial object under `name`. Callers write
   * every object before the database row that names it.
   */
  put(area: UploadArea, name: string, data: Buffer, contentType: string): Promise<void>;
  /** Opens an object for streaming; null when it does not exist. */
  get(area: UploadArea, name: string): Promise<StoredObject | null>;
  /** An object's size and age; null when it does not exist. */
  stat(area: UploadArea, name: string): Promise<ObjectInfo | null>;
  /** Removes objects; a missing one is not an error. */
  remove(area: UploadArea, names: string[]): Promise<void>;
  /** Every object name in an area (backup, migration between stores). */
  list(area: UploadArea): AsyncIterable<string>;
  /** True when the store can be read and written now (GET /clap/health). */
  check(): Promise<boolean>;
  /** Releases connections (the S3 client's sockets) when the app closes. */
  close?(): void;
}

/**
 * DATA_DIR/uploads holds public images; DATA_DIR/private/funding, funding documents (their folder since issue 13,
 * kept so existing data needs no move).
 */
export function diskUploadsDir(dataDir: string, area: UploadArea = 'public'): string {
  return area === 'public' ? path.join(dataDir, 'uploads') : path.join(dataDir, 'private', 'funding');
}

/** Runs one store operation; any failure becomes an UploadStoreError (a 503 for the request that asked). */
export async function storeOperation<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof UploadStoreError ? error : new UploadStoreError(operation, error);
  }
}

/** Writes `data` to a temporary file in `dir` and renames it to `name`: a crash never leaves a partial file. */
export async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const tmp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
  try {
    await writeFile(tmp, data, { flag: 'wx' });
    await rename(tmp, path.join(dir, name));
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** Objects as files under DATA_DIR/uploads (one machine, or a shared file system). */
export function createDiskUploadStore(dataDir: string): UploadStore {
  const dirOf = (area: UploadArea) => diskUploadsDir(dataDir, area);
  return {
    kind: 'disk',
    put: (area, name, data) =>
      storeOperation('put', async () => {
        const dir = dirOf(area);
        await mkdir(dir, { recursive: true });
        await writeAtomically(dir, name, data);
      }),
    async get(area, name) {
      // Open first, then stat the handle: a file removed in between cannot fail the stream after the headers.
      const handle = await open(path.join(dirOf(area), name), 'r').catch(() => null);
      if (!handle) return null;
      const info = await handle.stat().catch(() => null);
      if (!info?.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), bytes: info.size, lastModified: info.mtime };
    },
    async stat(area, name) {
      const info = await stat(path.join(dirOf(area), name)).catch(() => null);
      return info?.isFile() ? { bytes: info.size, lastModified: info.mtime } : null;
    },
    remove: (area, names) =>
      storeOperation('remove', async () => {
        await Promise.all(names.map((name) => rm(path.join(dirOf(area), name), { force: true })));
      }),
    async *list(area) {
      const entries = await readdir(dirOf(area), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) if (entry.isFile() && !entry.name.startsWith('.tmp-')) yield entry.name;
    },
    async check() {
      // A few real bytes written and read back: an empty file needs only an inode, so on a full disk it is still
      // created and the store looked up while every upload failed. One name per process (cleaned up like any temp).
      const file = path.join(dirOf('public'), `${HEALTH_PROBE_PREFIX}${process.pid}`);
      const bytes = randomBytes(HEALTH_PROBE_BYTES);
      try {
        await mkdir(dirOf('public'), { recursive: true });
        await writeFile(file, bytes);
        return (await readFile(file)).equals(bytes);
      } catch {
        return false;
      } finally {
        await rm(file, { force: true }).catch(() => undefined);
      }
    },
  };
}
