// The search vocabulary (issue 35, docs/search.md "Typo tolerance through the vocabulary"): every distinct folded
// word of four letters or more in any searchable table's search_text, with its own GIN trigram index. A typed word
// of five letters or more that may hold a typo is looked up here (a small index of words, not every row of a list),
// and its similar words are then searched as substrings through each table's own trigram index. The trigram scan
// of a whole table it replaces read every row sharing most of the word's trigrams: 0.6-0.8 s for a typo of a common
// word at a tenth of the national profile, for no result.
// - Words only, no digits: a number has no typo to forgive ("Post 4242") and would make the vocabulary as large as
//   the tables. Split on anything but a letter, as pg_trgm's own words are.
// - Kept by statement-level triggers on insert and update, with transition tables, so a bulk insert adds its words
//   in one statement. Words are inserted in order, so two writers adding the same new words never deadlock.
// - Never pruned: a word whose last item is gone only costs a substring search that finds nothing.
import { sql, type Kysely } from 'kysely';

/** Every table with a folded search_text (migration 2026-11-28T1300-search). */
const SEARCHABLE = [
  'posts',
  'products',
  'tools',
  'opportunities',
  'events',
  'calls',
  'creative_profiles',
  'business_profiles',
  'partner_profiles',
] as const;

/** The words of a folded text the vocabulary keeps, as a set-returning expression over `text`. */
const WORDS_OF = (text: string) =>
  sql.raw(`regexp_split_to_table(${text}, '[^[:alpha:]]+') as w where length(w) >= 4`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create function search_words_add() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
        select distinct w from added, ${WORDS_OF('added.search_text')} order by w
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  for (const table of SEARCHABLE) {
    await sql`insert into search_words (word)
      select distinct w from ${sql.table(table)}, ${WORDS_OF('search_text')} order by w
      on conflict do nothing`.execute(db);
    for (const event of ['insert', 'update'] as const) {
      await sql`create trigger ${sql.raw(`${table}_search_words_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing new table as added for each statement execute function search_words_add()`.execute(db);
    }
  }
  // Built after the backfill: one pass over the words instead of an update per insert.
  await sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`analyze search_words`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SEARCHABLE) {
    for (const event of ['insert', 'update'] as const) {
      await sql`drop trigger if exists ${sql.raw(`${table}_search_words_${event}`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
  }
  await sql`drop function if exists search_words_add()`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
}
