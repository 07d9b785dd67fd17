// What a backup records about the database and a restore checks afterwards: rows per table and the newest migration.
import { sql } from 'kysely';
import type { DB } from '../db/database';

/** A database or a transaction; the queries are raw SQL: they name tables the typed schema does not (kysely_migration). */
type AnyDB = DB;

/** Rows per table of the public schema, Kysely's migration tables included. */
export async function countRows(db: AnyDB): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{
      count: number | string;
    }>`select count(*) as count from ${sql.table(name)}`.execute(db);
    rows[name] = Number(result.rows[0].count);
  }
  return rows;
}

/** The newest migration applied; null when the database was never migrated. */
export async function latestMigration(db: AnyDB): Promise<string | null> {
  const exists = await sql<{
    found: string | null;
  }>`select to_regclass('public.kysely_migration')::text as found`.execute(db);
  if (!exists.rows[0]?.found) return null;
  const result = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return result.rows[0]?.name ?? null;
}

/** Accounts in the database (0 when it has no accounts table yet): a restore over accounts needs --yes. */
export async function countAccounts(db: AnyDB): Promise<number> {
  const exists = await sql<{
    found: string | null;
  }>`select to_regclass('public.accounts')::text as found`.execute(db);
  if (!exists.rows[0]?.found) return 0;
  const result = await sql<{ count: number | string }>`select count(*) as count from accounts`.execute(db);
  return Number(result.rows[0].count);
}

/** The tables whose row counts differ from the manifest's, as "table: expected N, found M". */
export function rowDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...names]
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: expected ${expected[name] ?? 'no table'}, found ${found[name] ?? 'no table'}`);
}
