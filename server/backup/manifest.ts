// What a backup archive holds and how its entries are named (docs/backup.md). The manifest is the archive's last
// entry: it is written once the database and every upload are in, so its file counts are the ones the archive holds,
// and a restore checks them against what it read before it touches anything.
import { ArchiveError } from './errors';

/** The archive layout this program writes and reads; a restore refuses any other (a newer program may read older). */
export const FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const SECRET_ENTRY = 'secret';
/** The credential signing keys (DATA_DIR/signing-keys.json or SIGNING_KEYS), private parts included (issue 33). */
export const SIGNING_KEYS_ENTRY = 'signing-keys.json';
export const POSTGRES_DUMP_ENTRY = 'database/postgres.dump';
export const PGDATA_PREFIX = 'database/pgdata/';
export const UPLOAD_AREAS = ['public', 'private'] as const;

export type Engine = 'pglite' | 'postgres';

export interface Manifest {
  format: 'creative-portal-backup';
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  engine: Engine;
  /** The newest migration applied when the backup was taken (null: an empty database). */
  migration: string | null;
  /** pg_dump's version (PostgreSQL archives): pg_restore must be this major or newer. */
  pgDumpVersion?: string;
  /** Rows per table at the moment of the dump; a restore checks them after loading. */
  rows: Record<string, number>;
  files: Record<(typeof UPLOAD_AREAS)[number], { count: number; bytes: number }>;
  /** Whether the archive holds the key of the keyed hashes (APP_SECRET or DATA_DIR/secret). */
  secret: boolean;
  /** Whether the archive holds the credential signing keys (absent in archives made before issue 33). */
  signingKeys?: boolean;
}

export function uploadEntry(area: (typeof UPLOAD_AREAS)[number], name: string): string {
  return `uploads/${area}/${name}`;
}

export type EntryKind =
  | { kind: 'manifest' }
  | { kind: 'secret' }
  | { kind: 'signing-keys' }
  | { kind: 'postgres-dump' }
  | { kind: 'pgdata'; relative: string }
  | { kind: 'upload'; area: (typeof UPLOAD_AREAS)[number]; name: string };

/** What an entry name means; anything else (or a path that climbs out with `..`) makes the archive foreign. */
export function classifyEntry(name: string): EntryKind {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  if (name === SECRET_ENTRY) return { kind: 'secret' };
  if (name === SIGNING_KEYS_ENTRY) return { kind: 'signing-keys' };
  if (name === POSTGRES_DUMP_ENTRY) return { kind: 'postgres-dump' };
  const safe = !name.startsWith('/') && !name.split('/').some((part) => part === '..' || part === '.');
  if (safe && name.startsWith(PGDATA_PREFIX))
    return { kind: 'pgdata', relative: name.slice(PGDATA_PREFIX.length).replace(/\/$/, '') };
  const upload = /^uploads\/(public|private)\/([^/]+)$/.exec(name);
  if (safe && upload && !upload[2].startsWith('.'))
    return { kind: 'upload', area: upload[1] as 'public' | 'private', name: upload[2] };
  throw new ArchiveError(
    `The archive holds an entry a backup never has (${name}): it is not a portal backup.`,
  );
}

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** Parses and checks the manifest; a newer format or a foreign file is refused with a sentence an operator can act on. */
export function parseManifest(raw: Buffer): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ArchiveError("The archive's manifest is not valid JSON: the archive is damaged.");
  }
  const m = value as Partial<Manifest> | null;
  if (!m || m.format !== 'creative-portal-backup')
    throw new ArchiveError("The archive's manifest is not a portal backup manifest.");
  if (m.formatVersion !== FORMAT_VERSION) {
    throw new ArchiveError(
      `The archive is format version ${String(m.formatVersion)}; this version of the portal reads version ${FORMAT_VERSION}. ` +
        'Restore it with the portal version that made it (manifest appVersion) or a newer one.',
    );
  }
  const filesValid = UPLOAD_AREAS.every(
    (area) => isCount(m.files?.[area]?.count) && isCount(m.files?.[area]?.bytes),
  );
  const rowsValid = typeof m.rows === 'object' && m.rows !== null && Object.values(m.rows).every(isCount);
  if (
    (m.engine !== 'pglite' && m.engine !== 'postgres') ||
    typeof m.createdAt !== 'string' ||
    typeof m.appVersion !== 'string' ||
    !(m.migration === null || typeof m.migration === 'string') ||
    typeof m.secret !== 'boolean' ||
    !filesValid ||
    !rowsValid
  ) {
    throw new ArchiveError(
      "The archive's manifest lacks fields a backup always has: the archive is damaged or foreign.",
    );
  }
  return m as Manifest;
}
