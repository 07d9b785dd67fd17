// One backup archive: the database (pg_dump, or PGlite's data folder), every upload through the UploadStore, the key
// of the keyed hashes, and last the manifest (docs/backup.md).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import packageJson from '../../package.json' with { type: 'json' };
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { readSecretFile } from '../lib/app-secret';
import { readSigningKeysFile } from '../lib/signing-keys';
import type { UploadStore } from '../lib/upload-store';
import { ArchiveWriter } from './archive';
import { countRows, latestMigration } from './database-facts';
import {
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  PGDATA_PREFIX,
  POSTGRES_DUMP_ENTRY,
  SECRET_ENTRY,
  SIGNING_KEYS_ENTRY,
  UPLOAD_AREAS,
  uploadEntry,
  type Manifest,
} from './manifest';
import { checkClient, dumpDatabase } from './postgres-tools';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  warnings: string[];
}

/** backup-2026-05-01T10-30-00Z.tar.gz: sorts by time, and has no ':' (awkward in shells and on other systems). */
export function defaultArchiveName(now = new Date()): string {
  return `backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
}

type DatabaseFacts = Pick<Manifest, 'engine' | 'migration' | 'rows' | 'pgDumpVersion'>;

/**
 * PostgreSQL: a live backup. One repeatable-read transaction exports its snapshot; pg_dump dumps exactly that
 * snapshot while the same transaction counts the rows, so the manifest's counts are the dump's.
 */
async function addPostgres(config: Config, archive: ArchiveWriter, workDir: string): Promise<DatabaseFacts> {
  const databaseUrl = config.databaseUrl as string;
  const database = await openDatabase(config);
  try {
    const server = await sql<{ version: string }>`show server_version_num`.execute(database.db);
    const pgDumpVersion = await checkClient('pg_dump', Math.floor(Number(server.rows[0].version) / 10_000));
    const dumpFile = path.join(workDir, 'postgres.dump');
    const facts = await database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const snapshot = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
        const rows = await countRows(trx);
        const migration = await latestMigration(trx);
        // The transaction stays open until pg_dump has finished: the snapshot lives only as long as it does.
        await dumpDatabase(databaseUrl, dumpFile, snapshot.rows[0].id);
        return { rows, migration };
      });
    const info = await stat(dumpFile);
    await archive.addStream(POSTGRES_DUMP_ENTRY, info.size, createReadStream(dumpFile), info.mtime);
    await rm(dumpFile, { force: true });
    return { engine: 'postgres', pgDumpVersion, ...facts };
  } finally {
    await database.close();
  }
}

const RUNTIME_FILES = new Set(['postmaster.pid', 'postmaster.opts']);

/** Every file and folder under `dir`, folders before their contents (tar order). */
async function* walk(dir: string, relative = ''): AsyncGenerator<{ relative: string; isDirectory: boolean }> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield { relative: child, isDirectory: true };
      yield* walk(dir, child);
    } else if (entry.isFile()) {
      yield { relative: child, isDirectory: false };
    }
  }
}

/**
 * PGlite: the database is opened the normal way (so a running server, which holds DATA_DIR, refuses it), counted,
 * checkpointed, and its data folder is copied while this process, its only user, runs no query: the copy is what
 * PGlite's own dumpDataDir() would produce, streamed from disk instead of built in memory.
 */
async function addPglite(config: Config, archive: ArchiveWriter): Promise<DatabaseFacts> {
  const database = await openDatabase(config);
  try {
    const rows = await countRows(database.db);
    const migration = await latestMigration(database.db);
    await sql`checkpoint`.execute(database.db);
    const pgdata = path.join(config.dataDir, 'pgdata');
    for await (const entry of walk(pgdata)) {
      // The running instance's lock files, which a base backup leaves out: a restored copy is not running.
      if (RUNTIME_FILES.has(entry.relative)) continue;
      const name = `${PGDATA_PREFIX}${entry.relative}`;
      const file = path.join(pgdata, entry.relative);
      const info = await lstat(file);
      if (entry.isDirectory) await archive.addDirectory(name, info.mtime);
      else await archive.addStream(name, info.size, createReadStream(file), info.mtime);
    }
    return { engine: 'pglite', migration, rows };
  } finally {
    await database.close();
  }
}

/** Uploads are copied after the dump: objects are written before the rows that name them, so each one the dump names exists. */
async function addUploads(store: UploadStore, archive: ArchiveWriter): Promise<Manifest['files']> {
  const files: Manifest['files'] = { public: { count: 0, bytes: 0 }, private: { count: 0, bytes: 0 } };
  for (const area of UPLOAD_AREAS) {
    for await (const name of store.list(area)) {
      const object = await store.get(area, name);
      if (!object) continue; // removed since it was listed (content deleted meanwhile)
      await archive.addStream(uploadEntry(area, name), object.bytes, object.body, object.lastModified);
      files[area].count += 1;
      files[area].bytes += object.bytes;
    }
  }
  return files;
}

export async function createBackup(config: Config, store: UploadStore, file: string): Promise<BackupResult> {
  const warnings: string[] = [];
  const archive = new ArchiveWriter(file);
  const workDir = path.dirname(file);
  const dumpDir = path.join(workDir, `.backup-work-${randomBytes(4).toString('hex')}`);
  try {
    let facts: DatabaseFacts;
    if (config.databaseUrl) {
      // pg_dump writes beside the archive first (the tar header needs its size); the folder is only ours to read.
      await mkdir(dumpDir, { mode: 0o700 });
      facts = await addPostgres(config, archive, dumpDir);
    } else {
      facts = await addPglite(config, archive);
    }
    const secret = config.appSecret ?? (await readSecretFile(config.dataDir));
    if (secret) await archive.addBuffer(SECRET_ENTRY, Buffer.from(`${secret}\n`));
    else {
      warnings.push(
        `No secret to archive: APP_SECRET is unset and ${path.join(config.dataDir, 'secret')} does not exist. ` +
          'Codes and identity-number hashes made with another key will not verify after a restore.',
      );
    }
    // Credentials already issued must keep verifying after a restore: the keys travel with the data.
    const keySet = config.signingKeys ?? (await readSigningKeysFile(config.dataDir));
    if (keySet) await archive.addBuffer(SIGNING_KEYS_ENTRY, Buffer.from(keySet));
    const files = await addUploads(store, archive);
    const manifest: Manifest = {
      format: 'creative-portal-backup',
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: packageJson.version,
      ...facts,
      files,
      secret: Boolean(secret),
      signingKeys: Boolean(keySet),
    };
    await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await archive.finish();
    return { file, bytes: (await stat(file)).size, manifest, warnings };
  } catch (error) {
    await archive.abort();
    throw error;
  } finally {
    await rm(dumpDir, { recursive: true, force: true });
  }
}
