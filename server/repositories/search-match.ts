// The one search match of every list and of the site search (issue 35, docs/search.md): the query is split into
// words, each folded by the database's search_fold (migration 2026-11-28T1300-search: tone marks, underdots and
// case gone, Hausa hooked letters to their base letters) and matched against a table's `search_text` column, the
// same folding of its title or name. Every word must match, in any order: as a substring (what someone typing the
// start of a name expects) or, for words of TYPO_MIN_LETTERS or more, as one of the vocabulary's words like it (a
// one-letter typo: searchTerms looks them up in search_words, migration 2026-11-28T1600-search-words). Both are
// substring matches, served by the column's GIN trigram index. A page of matches is searchPage's: the exact matches,
// then the typo-tolerant ones, each group taken newest-first in the list's own order, its first SEARCH_RANKED ranked.
// A search reaches and counts its first SEARCH_TOTAL_MAX matches only (reachableWindow, countTotal).
import { sql } from 'kysely';
import type { AliasedRawBuilder, Expression, Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import { SEARCH_TOTAL_MAX } from '../../contract/search';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';

/** The longest query searched (longer ones are cut here; the routes refuse more than SEARCH_QUERY_MAX characters). */
export const SEARCH_QUERY_MAX = 100;
/** At most this many words of a query take part: each adds an index scan. */
export const SEARCH_MAX_WORDS = 6;
/** Shorter words match as substrings only: a typo in a word of three or four letters cannot be told from another
 * word at pg_trgm's threshold, and their trigram similarity scan matches a large share of a table. */
export const TYPO_MIN_LETTERS = 5;
/** In each group of a search (exact, typo-tolerant), this many of its newest matches are ordered by relevance; the
 * group's older matches follow in the list's own order, so no query ranks more than this many rows. */
export const SEARCH_RANKED = 100;
/** At most this many of the vocabulary's words like a typed word are searched for it, the likest first. */
export const SIMILAR_WORDS_MAX = 20;
/** How long a typed word's similar words are remembered in a process. The vocabulary only grows, so a word new to
 * it is found by a typo of it within this time. */
const SIMILAR_WORDS_TTL_MS = 60_000;

/** A word of a query as searched: itself, and the vocabulary's words like it (none for a short word). */
export interface SearchTerm {
  word: string;
  /** Words of the searchable tables (search_words) at pg_trgm's word similarity of at least 0.6 to the typed word
   * that do not contain it: what a typo of it meant. Already folded. */
  similar: readonly string[];
}

/** A search's page window within its first SEARCH_TOTAL_MAX matches, the ones its total counts: the last page
 * reachable ends at the cap, a page past it is empty (its window empty, so its query reads nothing). */
export function reachableWindow(window: { limit: number; offset: number }): {
  limit: number;
  offset: number;
} {
  const offset = Math.min(window.offset, SEARCH_TOTAL_MAX);
  return { limit: Math.min(window.limit, SEARCH_TOTAL_MAX - offset), offset };
}

/** A list's total: how many rows `rows` (the list's filtered query) selects; for a search (`searched`: `rows` are
 * the matchesAll ones) at most SEARCH_TOTAL_MAX. The LIMIT lets that count stop there: a common word's matches are
 * found within a few thousand rows of any scan, where counting all of them read every one. */
export async function countTotal(
  db: DB,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's tables
  rows: SelectQueryBuilder<Database, any, object>,
  searched: boolean,
): Promise<number> {
  const counted = searched
    ? sql<{ n: number | string }>`select count(*) as n from (${rows
        .select(sql.lit(1).as('one'))
        .limit(SEARCH_TOTAL_MAX)}) as m`
    : sql<{ n: number | string }>`${rows.select((eb) => eb.fn.countAll().as('n'))}`;
  const { rows: result } = await counted.execute(db);
  return Number(result[0]?.n ?? 0);
}

/** The query's words: split on white space, the first SEARCH_MAX_WORDS, none empty. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return q.slice(0, SEARCH_QUERY_MAX).trim().split(/\s+/u).filter(Boolean).slice(0, SEARCH_MAX_WORDS);
}

/** The word as a LIKE pattern's body, with the user's %, _ and \ taken literally. */
function likeLiteral(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The word is in the text as it is (after folding). */
function contains(column: string, word: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like '%' || search_fold(${likeLiteral(word)}) || '%'`;
}

/** Long enough for a typo-tolerant match (letters counted without their marks, as search_fold leaves them). */
function typoWord(word: string): boolean {
  return word.normalize('NFD').replace(/\p{M}/gu, '').length >= TYPO_MIN_LETTERS;
}

/** True when every term's word is in `column` (a folded search_text column) as typed. */
function matchesExact(column: string, terms: readonly SearchTerm[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    terms.map((term) => contains(column, term.word)),
    sql` and `,
  )})`;
}

/** True when every term matches `column` (a folded search_text column, such as `posts.search_text`): its word or one
 * of its similar words is in it. */
export function matchesAll(column: string, terms: readonly SearchTerm[]): RawBuilder<boolean> {
  const each = terms.map((term) =>
    term.similar.length === 0
      ? contains(column, term.word)
      : sql<boolean>`(${sql.join(
          [term.word, ...term.similar].map((word) => contains(column, word)),
          sql` or `,
        )})`,
  );
  return sql<boolean>`(${sql.join(each, sql` and `)})`;
}

/** Each typed word's look-up, kept as its promise: a page and its count asked together (Promise.all) share one. */
const similarWordsCache = new LRUCache<string, Promise<readonly string[]>>({
  max: 10_000,
  ttl: SIMILAR_WORDS_TTL_MS,
});

/** The vocabulary's words like `word` (SearchTerm.similar), the likest first, from search_words' trigram index. */
function similarWords(db: Kysely<Database>, word: string): Promise<readonly string[]> {
  const key = word.toLowerCase();
  const known = similarWordsCache.get(key);
  if (known) return known;
  const lookup = sql<{ word: string }>`select w.word from search_words as w
    where w.word %> search_fold(${word}) and not ${contains('w.word', word)}
    order by word_similarity(search_fold(${word}), w.word) desc, w.word
    limit ${SIMILAR_WORDS_MAX}`
    .execute(db)
    .then(({ rows }) => rows.map((row) => row.word));
  similarWordsCache.set(key, lookup);
  // A failed look-up is not remembered: the next search asks again.
  lookup.catch(() => similarWordsCache.delete(key));
  return lookup;
}

/** The query's terms: its words (searchWords), each word of TYPO_MIN_LETTERS or more with its similar words. */
export async function searchTerms(db: Kysely<Database>, q: string | undefined): Promise<SearchTerm[]> {
  return Promise.all(
    searchWords(q).map(async (word) => ({
      word,
      similar: typoWord(word) ? await similarWords(db, word) : [],
    })),
  );
}

/**
 * Runs `read` in a transaction whose statements start no parallel workers (SET LOCAL: the transaction only, so it is
 * safe behind PgBouncer in transaction mode). For a bounded search the planner may choose a Gather Merge whose
 * workers cost more to start than the few hundred index entries they share: the site search's people page took a
 * median 16.5 ms with them and 4.5 ms without, at the national profile (docs/benchmarks.md).
 */
export async function withoutParallelWorkers<T>(
  db: Kysely<Database>,
  read: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const run = async (trx: Kysely<Database>) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return read(trx);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** The list's order of a search's candidates (alias `c`): newest first, the content lists' and the directory's. */
export const newestFirst = (c: string): RawBuilder<unknown> =>
  sql`${sql.ref(`${c}.created_at`)} desc, ${sql.ref(`${c}.id`)} desc`;

export interface RankedSearch {
  /** The folded column matched, as the candidates name it (`posts.search_text`, `p.search_text`). */
  column: string;
  terms: readonly SearchTerm[];
  /** The list's visible rows where `match` holds, in the list's own order (served by its index), the first
   * `bound`; selecting `id`, `search_text` and the columns `order` reads. */
  candidates: (match: RawBuilder<boolean>, bound: number) => Expression<unknown>;
  /** The list's own order over the candidates' columns, `c` being their alias. */
  order: (c: string) => RawBuilder<unknown>;
  window: { limit: number; offset: number };
}

/**
 * One page of a search as a subquery aliased `page`: the candidates' columns and `pos`, the page's order. The exact
 * matches come first, then the typo-tolerant ones, read only when the exact ones do not fill the page. Each group is
 * read newest-first (the list's order) up to the page's end or SEARCH_RANKED, whichever is more; its first
 * SEARCH_RANKED are ordered by word similarity to the query, then the list's order, its later ones by the list's
 * order. So a page's cost depends on its depth, not on how many rows match, and every page of a query agrees on
 * one order. Totals count matchesAll, the same rows (countTotal), and, like them, the pages reach the first
 * SEARCH_TOTAL_MAX matches only (reachableWindow), which also bounds a deep page's read.
 */
export function searchPage<Row>(search: RankedSearch): AliasedRawBuilder<Row & { pos: number }, 'page'> {
  const { column, terms, candidates, order } = search;
  const words = terms.map((term) => term.word);
  // A typo-tolerant group only when a word has similar words in the vocabulary.
  const typos = terms.some((term) => term.similar.length > 0);
  const window = reachableWindow(search.window);
  const need = window.offset + window.limit;
  const bound = Math.max(SEARCH_RANKED, need);
  const exact = candidates(matchesExact(column, terms), bound);
  const group = (name: string, g: number) =>
    sql`select ${sql.raw(name)}.*, ${sql.lit(g)} as g, row_number() over (order by ${order(name)}) as n from ${sql.raw(name)}`;
  // Typo-tolerant matches only when a word has similar words and the exact ones are fewer than the page needs: the
  // count is a one-time filter (an InitPlan), so the typo scan does not run otherwise.
  const typo = typos
    ? sql`, typo as materialized (select * from (${candidates(
        sql<boolean>`(${matchesAll(column, terms)} and not ${matchesExact(column, terms)})`,
        bound,
      )}) as t where (select count(*) from exact) < ${need})`
    : sql``;
  const groups = typos ? sql`${group('exact', 0)} union all ${group('typo', 1)}` : group('exact', 0);
  return sql<Row & { pos: number }>`(with exact as materialized (${exact})${typo}
    select c.*, row_number() over (order by c.g, case when c.n <= ${sql.lit(SEARCH_RANKED)}
      then word_similarity(search_fold(${words.join(' ')}), c.search_text) end desc nulls last, c.n) as pos
    from (${groups}) as c order by pos limit ${window.limit} offset ${window.offset})`.as('page');
}
