// The one search match of every list and of the site search (issue 35, docs/search.md): the query is split into
// words, each folded by the database's search_fold (migration 2026-11-28T1300-search: tone marks, underdots and
// case gone, Hausa hooked letters to their base letters) and matched against a table's `search_text` column, the
// same folding of its title or name. Every word must match, in any order: as a substring (what someone typing the
// start of a name expects) or by trigram word similarity (a one-letter typo). Both are served by the column's GIN
// trigram index. Relevance is the whole query's word similarity to the text; lists order by it, then by recency.
import { sql, type RawBuilder } from 'kysely';

/** The longest query searched (longer ones are cut here; the routes refuse more than SEARCH_QUERY_MAX characters). */
export const SEARCH_QUERY_MAX = 100;
/** At most this many words of a query take part: each adds an index scan. */
export const SEARCH_MAX_WORDS = 6;

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

/** True when every word of `q` matches `column` (a folded search_text column, such as `posts.search_text`). */
export function matchesAll(column: string, words: string[]): RawBuilder<boolean> {
  const each = words.map(
    (word) => sql<boolean>`(${contains(column, word)} or ${sql.ref(column)} %> search_fold(${word}))`,
  );
  return sql<boolean>`(${sql.join(each, sql` and `)})`;
}

/** How well the words fit `column`, 0 to 2: 1 when every word is in the text as typed (so exact matches come
 * before the typo-tolerant ones), plus pg_trgm's word similarity of the folded query to the folded text. */
export function relevance(column: string, words: string[]): RawBuilder<number> {
  const exact = sql.join(
    words.map((word) => contains(column, word)),
    sql` and `,
  );
  return sql<number>`((case when ${exact} then 1 else 0 end) + word_similarity(search_fold(${words.join(' ')}), ${sql.ref(column)}))`;
}
