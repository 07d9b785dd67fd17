// The site search (issue 35 section 1, docs/search.md): one query across people and every public list, grouped by
// kind. Each group is the kind's own public list searched (listPosts, listProducts, ... with `q`; the directory's
// public filters for people), so blacklisted, private, unapproved and taken-down items are left out by the same
// code that leaves them out of the lists, and the match and ranking are search-match.ts's.
import type { DB } from '../db/database';
import { SEARCH_KINDS, type SearchGroup, type SearchHit, type SearchKind } from '../../contract/search';
import { pageMeta, pageWindow } from '../lib/paging';
import { listCalls } from './calls';
import type { ContentStamp, ListResult } from './content-query';
import { searchPeople } from './directory';
import { listEvents } from './events';
import { listOpportunities } from './opportunities';
import { listPosts } from './posts';
import { listProducts } from './products';
import { searchWords } from './search-match';
import { listTools } from './tools';

/** What a searched list gives back: the item's id, title (a tool's name) and stamp. */
type Titled = { id: number; created_at: string; author: ContentStamp['author'] } & (
  { title: string } | { name: string }
);

const CONTENT_LISTS: Record<
  Exclude<SearchKind, 'people'>,
  (db: DB, f: { q: string; page: number; limit: number }) => Promise<ListResult<Titled>>
> = {
  posts: listPosts,
  products: listProducts,
  tools: listTools,
  opportunities: listOpportunities,
  trainings: listEvents,
  calls: listCalls,
};

function contentHit(kind: SearchKind, item: Titled): SearchHit {
  return {
    kind,
    id: item.id,
    title: 'title' in item ? item.title : item.name,
    subtitle: item.author.name,
    person: null,
    created_at: item.created_at,
  };
}

/** One kind's page of matches of `q`. */
export async function searchGroup(
  db: DB,
  kind: SearchKind,
  q: string,
  page: number,
  limit: number,
): Promise<SearchGroup> {
  const window = pageWindow(page, limit);
  if (searchWords(q).length === 0) return { kind, items: [], meta: pageMeta(window, 0) };
  if (kind === 'people') {
    const { rows, total } = await searchPeople(db, q, window);
    const items = rows.map((row): SearchHit => ({
      kind,
      id: row.id,
      title: row.name,
      subtitle: row.subtitle,
      person: row.kind,
      created_at: new Date(row.created_at).toISOString(),
    }));
    return { kind, items, meta: pageMeta(window, total) };
  }
  const { items, meta } = await CONTENT_LISTS[kind](db, { q, page, limit });
  return {
    kind,
    items: items.map((item) => contentHit(kind, item)),
    meta: meta ?? pageMeta(window, items.length),
  };
}

/** Without a kind, the first page of every group (in SEARCH_KINDS order); with one, that group's page. */
export async function siteSearch(
  db: DB,
  q: string,
  { kind, page, limit }: { kind?: SearchKind; page: number; limit: number },
): Promise<SearchGroup[]> {
  if (kind) return [await searchGroup(db, kind, q, page, limit)];
  return Promise.all(SEARCH_KINDS.map((each) => searchGroup(db, each, q, 1, limit)));
}
