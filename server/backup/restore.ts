// Puts a backup archive back: checks the whole archive first (a damaged one changes nothing), then replaces the
// database, writes the secret back and replaces the uploads through the UploadStore (docs/backup.md).
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { migrations } from '../db/migrations/index';
import { writeSecretFile } from '../lib/app-secret';
import { writeSigningKeysFile } from '../lib/signing-keys';
import type { UploadArea, UploadStore } from '../lib/upload-store';
import { readArchive, readSmall, type ArchiveEntry } from './archive';
import { countAccounts, countRows, rowDifferences } from './database-facts';
import { ArchiveError, BackupError } from './errors';
import { classifyEntry, parseManifest, UPLOAD_AREAS, type Manifest } from './manifest';
import { checkClient, parseClientVersion, restoreDump, schemasInDump } from './postgres-tools';

export interface RestoreOptions {
  /** Replace a database that already holds accounts. */
  yes: boolean;
  /** Progress lines for the operator. */
  log: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  warnings: string[];
  /** Objects the store held that the archive does not (removed: the restore replaces everything). */
  removedUploads: number;
}

/** What the checking pass leaves ready: the database staged on disk, the secret, the upload names. */
interface Staged {
  manifest: Manifest;
  secret: string | null;
  /** The credential signing keys (a JWK Set), when the archive holds them. */
  signingKeys: string | null;
  dumpFile: string | null;
  pgdataDir: string | null;
  uploads: Record<UploadArea, Set<string>>;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

async function writeEntry(entry: ArchiveEntry, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(Readable.from(entry.body), createWriteStream(file, { mode: 0o600 }));
}

/**
 * Reads the whole archive once: every header and the gzip checksum are checked, the database is unpacked into
 * `stagingDir`, and the manifest (the last entry) is checked against what was read. Nothing outside `stagingDir` changes.
 */
async function stageArchive(
  file: string,
  stagingDir: string,
  engine: 'pglite' | 'postgres',
): Promise<Staged> {
  let manifest: Manifest | null = null;
  let secret: string | null = null;
  let signingKeys: string | null = null;
  let dumpFile: string | null = null;
  let pgdataDir: string | null = null;
  const uploads: Staged['uploads'] = { public: new Set(), private: new Set() };
  const bytes: Record<UploadArea, number> = { public: 0, private: 0 };
  const wrongEngine = (archived: string) =>
    new ArchiveError(
      `The archive holds a ${archived} database but this configuration uses ${engine === 'postgres' ? 'PostgreSQL (DATABASE_URL is set)' : 'PGlite (DATABASE_URL is unset)'}: ` +
        'restore it with the configuration it was made with.',
    );
  for await (const entry of readArchive(file)) {
    if (manifest)
      throw new ArchiveError(
        `The archive has entries after its manifest (${entry.name}): it is not a portal backup.`,
      );
    const kind = classifyEntry(entry.name);
    switch (kind.kind) {
      case 'manifest':
        manifest = parseManifest(await readSmall(entry));
        break;
      case 'secret':
        secret = (await readSmall(entry, 4096)).toString('utf8').trim();
        break;
      case 'signing-keys':
        signingKeys = (await readSmall(entry, 256 * 1024)).toString('utf8');
        break;
      case 'postgres-dump':
        if (engine !== 'postgres') throw wrongEngine('PostgreSQL');
        dumpFile = path.join(stagingDir, 'postgres.dump');
        await writeEntry(entry, dumpFile);
        break;
      case 'pgdata': {
        if (engine !== 'pglite') throw wrongEngine('PGlite');
        pgdataDir = path.join(stagingDir, 'pgdata');
        const target = path.join(pgdataDir, kind.relative);
        if (entry.type === 'Directory') await mkdir(target, { recursive: true, mode: 0o700 });
        else await writeEntry(entry, target);
        break;
      }
      case 'upload':
        uploads[kind.area].add(kind.name);
        bytes[kind.area] += entry.size;
        break;
    }
  }
  if (!manifest)
    throw new ArchiveError('The archive has no manifest (it is truncated, or not a portal backup).');
  if (manifest.engine !== engine) throw wrongEngine(manifest.engine === 'postgres' ? 'PostgreSQL' : 'PGlite');
  if (engine === 'postgres' ? !dumpFile : !pgdataDir)
    throw new ArchiveError('The archive has no database in it: it is damaged.');
  for (const area of UPLOAD_AREAS) {
    const expected = manifest.files[area];
    if (uploads[area].size !== expected.count || bytes[area] !== expected.bytes) {
      throw new ArchiveError(
        `The archive holds ${uploads[area].size} ${area} files (${bytes[area]} bytes) but its manifest lists ${expected.count} (${expected.bytes} bytes): it is damaged.`,
      );
    }
  }
  if (manifest.secret !== Boolean(secret))
    throw new ArchiveError("The archive's secret is missing though its manifest lists one: it is damaged.");
  if (manifest.signingKeys === true && !signingKeys)
    throw new ArchiveError(
      "The archive's signing keys are missing though its manifest lists them: it is damaged.",
    );
  const known = Object.keys(migrations);
  if (manifest.migration && !known.includes(manifest.migration)) {
    throw new BackupError(
      `The archive comes from a newer version of the portal (${manifest.appVersion}; its database has migration ${manifest.migration}, ` +
        'which this version does not know). Restore it with that version or a newer one.',
    );
  }
  return { manifest, secret, signingKeys, dumpFile, pgdataDir, uploads };
}

/** Accounts in the target database now; opening it also proves no server holds a PGlite DATA_DIR. */
async function accountsInTarget(config: Config): Promise<number> {
  if (!config.databaseUrl) {
    const exists = await stat(path.join(config.dataDir, 'pgdata', 'PG_VERSION')).catch(() => null);
    if (!exists) return 0;
  }
  const database = await openDatabase(config);
  try {
    return await countAccounts(database.db);
  } finally {
    await database.close();
  }
}

async function rowsNow(config: Config): Promise<Record<string, number>> {
  const database = await openDatabase(config);
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}

function checkRows(manifest: Manifest, found: Record<string, number>): void {
  const differences = rowDifferences(manifest.rows, found);
  if (differences.length > 0)
    throw new BackupError(
      `The restored database does not hold what the archive lists:\n${differences.join('\n')}`,
    );
}

/**
 * PostgreSQL: the schemas the dump creates (and public) are dropped, whatever they hold now, newer tables included,
 * then pg_restore loads the dump in one transaction. Other schemas of a shared database are left alone.
 */
async function replacePostgres(config: Config, staged: Staged, log: RestoreOptions['log']): Promise<void> {
  const dumpFile = staged.dumpFile as string;
  const database = await openDatabase(config);
  try {
    const server = await sql<{ version: string }>`show server_version_num`.execute(database.db);
    const restoreVersion = await checkClient(
      'pg_restore',
      Math.floor(Number(server.rows[0].version) / 10_000),
    );
    const dumpMajor = parseClientVersion(`(PostgreSQL) ${staged.manifest.pgDumpVersion ?? '0'}`)?.major ?? 0;
    if ((parseClientVersion(`(PostgreSQL) ${restoreVersion}`)?.major ?? 0) < dumpMajor) {
      throw new BackupError(
        `The archive was made by pg_dump ${staged.manifest.pgDumpVersion ?? ''}; pg_restore ${restoreVersion} cannot read it. Install the client programs of version ${dumpMajor} or newer.`,
      );
    }
    const schemas = new Set(['public', ...(await schemasInDump(dumpFile))]);
    log(`Replacing the PostgreSQL schemas ${[...schemas].join(', ')}`);
    await database.db.transaction().execute(async (trx) => {
      for (const schema of schemas) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(trx);
      await sql`create schema public`.execute(trx);
    });
  } finally {
    await database.close();
  }
  try {
    await restoreDump(config.databaseUrl as string, dumpFile);
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message}\nThe database is now empty; the archive is unchanged: fix the cause and run the restore again.`,
    );
  }
  checkRows(staged.manifest, await rowsNow(config));
}

/**
 * PGlite: the staged data folder takes DATA_DIR/pgdata's place by rename (same file system); if the restored
 * database does not open with the archive's row counts, the previous folder is put back.
 */
async function replacePglite(config: Config, staged: Staged, stagingDir: string): Promise<void> {
  const live = path.join(config.dataDir, 'pgdata');
  const previous = path.join(stagingDir, 'pgdata.previous');
  const hadPrevious = await stat(live).then(
    () => true,
    () => false,
  );
  if (hadPrevious) await rename(live, previous);
  await rename(staged.pgdataDir as string, live);
  try {
    checkRows(staged.manifest, await rowsNow(config));
  } catch (error) {
    await rm(live, { recursive: true, force: true });
    if (hadPrevious) await rename(previous, live);
    throw error;
  }
}

/** Puts every upload of the archive into the store (a few at a time), then removes objects the archive does not hold. */
async function replaceUploads(file: string, store: UploadStore, staged: Staged): Promise<number> {
  const inFlight = new Set<Promise<void>>();
  for await (const entry of readArchive(file)) {
    const kind = classifyEntry(entry.name);
    if (kind.kind !== 'upload') continue;
    const data = await readSmall(entry, Number.MAX_SAFE_INTEGER);
    const put = store
      .put(kind.area, kind.name, data, contentTypeOf(kind.name))
      .finally(() => inFlight.delete(put));
    put.catch(() => undefined); // seen by the race or Promise.all below, not as an unhandled rejection
    inFlight.add(put);
    // Eight objects at once hide an object store's latency without holding more than eight uploads in memory.
    if (inFlight.size >= 8) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  let removed = 0;
  for (const area of UPLOAD_AREAS) {
    const extra: string[] = [];
    for await (const name of store.list(area)) if (!staged.uploads[area].has(name)) extra.push(name);
    await store.remove(area, extra);
    removed += extra.length;
  }
  return removed;
}

export async function restoreBackup(
  config: Config,
  store: UploadStore,
  file: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupError(`No archive at ${file}`);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  const accounts = await accountsInTarget(config);
  if (accounts > 0 && !options.yes) {
    throw new BackupError(
      `The ${engine === 'postgres' ? 'PostgreSQL database' : `database in ${config.dataDir}`} already holds ${accounts} account${accounts === 1 ? '' : 's'}. ` +
        "A restore replaces everything (accounts, content, uploads) with the archive's. Run it again with --yes to go ahead.",
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  const stagingDir = path.join(config.dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  await mkdir(stagingDir, { mode: 0o700 });
  const warnings: string[] = [];
  try {
    options.log(`Checking ${file}`);
    const staged = await stageArchive(file, stagingDir, engine);
    options.log(
      `The archive is whole: made ${staged.manifest.createdAt} by version ${staged.manifest.appVersion}; replacing the database`,
    );
    if (engine === 'postgres') await replacePostgres(config, staged, options.log);
    else await replacePglite(config, staged, stagingDir);
    if (staged.secret) {
      if (!config.appSecret) await writeSecretFile(config.dataDir, staged.secret);
      else if (config.appSecret !== staged.secret) {
        warnings.push(
          'APP_SECRET differs from the secret in the archive: one-time codes already mailed and hashed identity numbers (BVN/NIN) will not match. ' +
            "Set APP_SECRET to the archive's secret (tar -xzOf ARCHIVE secret) on every server process, unless the key was changed on purpose.",
        );
      }
    }
    // The keys that signed the archive's credentials (SIGNING_KEYS, when set, stays the operator's choice).
    if (staged.signingKeys && !config.signingKeys)
      await writeSigningKeysFile(config.dataDir, staged.signingKeys);
    options.log('Replacing the uploads');
    const removedUploads = await replaceUploads(file, store, staged);
    return { manifest: staged.manifest, warnings, removedUploads };
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
