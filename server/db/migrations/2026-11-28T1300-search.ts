// Search that suits Nigerian names and words (issue 35 section 1, docs/search.md): one immutable folding function,
// search_fold(text), and a stored generated column `search_text` (the folded title or name) with a GIN trigram index
// on every searchable table. Adding a stored generated column rewrites the table, which fills it for the rows
// already there (the backfill); every later insert and update keeps it. The raw columns' trigram indexes it replaces
// are dropped (nothing searches them any more, and each cost every write).
import { sql, type Kysely } from 'kysely';

/** Each searchable table, the expression its search text folds, and the trigram index it replaces. */
const SEARCHABLE = [
  ['posts', 'title', 'posts_title_trgm'],
  ['products', 'title', 'products_title_trgm'],
  ['tools', 'name', 'tools_title_trgm'],
  ['opportunities', 'title', 'opportunities_title_trgm'],
  ['events', 'title', 'events_title_trgm'],
  ['calls', 'title', 'calls_title_trgm'],
  [
    'creative_profiles',
    `coalesce(first_name, '') || ' ' || coalesce(last_name, '')`,
    'creative_profiles_name_trgm',
  ],
  ['business_profiles', `coalesce(registered_name, '') || ' ' || trade_name`, 'business_profiles_name_trgm'],
  ['partner_profiles', 'name', 'partner_profiles_name_trgm'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Folding: decompose (NFD) and drop every combining mark (U+0300-U+036F: Yoruba tone marks and underdots, Igbo dots
  // and the n's dot above, any acute or grave), lower-case, then map the letters no decomposition reaches: the Hausa
  // hooked letters (ɓ ɗ ƙ ƴ, their capitals lower-cased to these first) and a few Latin ones (đ ł ø ŋ ƈ ɠ).
  // normalize, regexp_replace, lower and translate are all immutable, so this function is too (unaccent() is not,
  // and its dictionary leaves the hooked letters alone): it may back a generated column and an index. A SQL
  // function, inlined by the planner, so a query's search_fold($1) is folded once per query.
  await sql`create or replace function search_fold(t text) returns text
    language sql immutable strict parallel safe
    as $$ select translate(lower(regexp_replace(normalize(t, NFD), '[\\u0300-\\u036f]', '', 'g')), 'ɓɗƙƴđłøŋƈɠ', 'bdkydloncg') $$`.execute(
    db,
  );
  for (const [table, expression, oldIndex] of SEARCHABLE) {
    await sql`alter table ${sql.table(table)} add column search_text text generated always as (search_fold(${sql.raw(expression)})) stored`.execute(
      db,
    );
    await sql`create index ${sql.raw(`${table}_search_trgm`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`drop index if exists ${sql.raw(oldIndex)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of SEARCHABLE) {
    await sql`alter table ${sql.table(table)} drop column search_text`.execute(db);
  }
  await sql`drop function if exists search_fold(text)`.execute(db);
}
