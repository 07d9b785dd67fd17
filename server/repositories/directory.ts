// The directory of creatives, businesses and partners: the public one (visible accounts only) and the admin's
// (every account with its state). Paged on the server, searched through the trigram indexes on names, and
// counted from directory_counts (kept by a trigger on accounts), so no request counts every row.
import { sql, type AliasedRawBuilder, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import { PROFILE_TABLE_OF, type Database } from '../db/tables';
import type { ProfileKind } from '../../contract/accounts';
import { noDirectoryTexts, type DirectoryEntry, type DirectoryTab } from '../../contract/directory';
import { SEARCH_TOTAL_MAX } from '../../contract/search';
import { withPublicProfileImages, type UploadUrls } from '../lib/image-store';
import { cachedTotal, seekingPage, totalKey, type PageSeek } from './content-query';
import {
  countTotal,
  matchesAll,
  newestFirst,
  searchPage,
  searchTerms,
  withoutParallelWorkers,
  type SearchTerm,
} from './search-match';

type Executor = DB | Transaction<Database>;

export type DirectoryScope = 'public' | 'admin';

export const TAB_KIND: Record<DirectoryTab, ProfileKind> = {
  creatives: 'creative',
  business: 'business',
  partners: 'partner',
};

const EMPTY = noDirectoryTexts();

/** The accounts of a kind a directory may list, without their profiles (every account has its kind's profile). */
function accountsOf(db: Executor, kind: ProfileKind, scope: DirectoryScope) {
  let query = db.selectFrom('accounts').where('accounts.kind', '=', kind);
  if (scope === 'public') {
    query = query.where('accounts.is_blacklisted', '=', false).where('accounts.status', '=', 'public');
    if (kind === 'partner') query = query.where('accounts.approved', '=', true);
  }
  return query;
}

/** The accounts of a kind a directory may list, joined to their profiles (alias p). */
function profilesOf(db: Executor, kind: ProfileKind, scope: DirectoryScope) {
  const table = PROFILE_TABLE_OF[kind];
  return accountsOf(db, kind, scope).innerJoin(
    `${table} as p` as 'creative_profiles as p',
    'p.account_id',
    'accounts.id',
  );
}

/** The profiles matching every word of q by their folded name (search_text, migration 2026-11-28T1300-search). */
function baseQuery(db: Executor, kind: ProfileKind, scope: DirectoryScope, terms: readonly SearchTerm[]) {
  const profiles = profilesOf(db, kind, scope);
  return terms.length > 0 ? profiles.where(matchesAll('p.search_text', terms)) : profiles;
}

/** A search's candidates among the profiles (searchPage): newest first by the directory's own index. */
function candidatesOf(db: Executor, kind: ProfileKind, scope: DirectoryScope, match: RawBuilder<boolean>) {
  return profilesOf(db, kind, scope)
    .where(match)
    .select(['accounts.id', 'accounts.created_at', sql.ref('p.search_text').as('search_text')])
    .orderBy('accounts.created_at', 'desc')
    .orderBy('accounts.id', 'desc');
}

interface RawRow {
  id: number;
  email: string;
  is_blacklisted: boolean;
  is_activated: boolean;
  status: string;
  approved: boolean;
  created_at: Date;
  [key: string]: unknown;
}

function toEntry(kind: ProfileKind, row: RawRow, scope: DirectoryScope): DirectoryEntry {
  const r = row as Record<string, unknown>;
  const s = (key: string) => (r[key] as string | null | undefined) ?? null;
  const entry: DirectoryEntry = {
    ...EMPTY,
    id: row.id,
    account: kind,
    is_blacklisted: row.is_blacklisted,
    is_activated: row.is_activated,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
  if (kind === 'creative') {
    Object.assign(entry, {
      first_name: s('first_name'),
      last_name: s('last_name'),
      photo: s('photo'),
      category: s('category'),
      expertise: s('expertise'),
      lga_origin: s('lga_origin'),
      origin_state: s('origin_state'),
      state: s('residence_state'),
    });
  } else if (kind === 'business') {
    Object.assign(entry, {
      name: s('trade_name'),
      registered_name: s('registered_name'),
      trade_name: s('trade_name'),
      photo: s('logo'),
      logo: s('logo'),
      sector: s('sector'),
      category: s('area'),
      lga: s('lga'),
      state: s('state'),
    });
  } else {
    Object.assign(entry, {
      name: s('name'),
      photo: s('logo'),
      logo: s('logo'),
      partner_type: s('partner_type'),
      industry: s('industry'),
    });
  }
  if (scope === 'admin') {
    Object.assign(entry, {
      email: row.email,
      approved: row.approved,
      phone_number: kind === 'partner' ? s('user_phone_number') : s('phone_number'),
      verification_type:
        kind === 'creative' ? s('verification_method') : kind === 'business' ? s('verification_type') : null,
      identity_last4: kind === 'partner' ? null : s('identity_last4'),
      user_name: s('user_name'),
      user_email: s('user_email'),
      user_phone_number: s('user_phone_number'),
      website: s('website'),
    });
  }
  return entry;
}

const KIND_COLUMNS: Record<ProfileKind, string[]> = {
  creative: [
    'first_name',
    'last_name',
    'photo',
    'category',
    'expertise',
    'lga_origin',
    'origin_state',
    'residence_state',
  ],
  business: ['registered_name', 'trade_name', 'logo', 'sector', 'area', 'lga', 'state'],
  partner: ['name', 'logo', 'partner_type', 'industry'],
};
const ADMIN_COLUMNS: Record<ProfileKind, string[]> = {
  creative: ['phone_number', 'verification_method', 'identity_last4'],
  business: ['phone_number', 'verification_type', 'identity_last4', 'website'],
  partner: ['user_name', 'user_email', 'user_phone_number', 'website'],
};

export async function listDirectory(
  db: Executor,
  kind: ProfileKind,
  {
    scope,
    limit,
    offset,
    q,
    urls,
  }: { scope: DirectoryScope; limit: number; offset: number; q?: string; urls: UploadUrls },
): Promise<DirectoryEntry[]> {
  const columns = [...KIND_COLUMNS[kind], ...(scope === 'admin' ? ADMIN_COLUMNS[kind] : [])].map(
    (c) => `p.${c}`,
  );
  const table = PROFILE_TABLE_OF[kind];
  // The page's ids come first: a search's from searchPage (accounts and profiles, newest first by
  // accounts_public_directory_idx, a bounded set ranked), a list's from accounts alone (the same index); then the
  // profile columns for those rows only: a deep page does not join thousands of profiles. A list's deep page seeks
  // from its remembered first account instead of OFFSET (content-query.ts "page starts", issue 35).
  const terms = await searchTerms(db, q);
  const read = (seek: PageSeek) => {
    const ids = accountsOf(db, kind, scope);
    // A search's page of ids is searchPage's (search-match.ts): a bounded set of the newest matches, ranked.
    const page =
      terms.length > 0
        ? searchPage<{ id: number }>({
            column: 'p.search_text',
            terms,
            window: { limit, offset },
            order: newestFirst,
            candidates: (match, bound) => candidatesOf(db, kind, scope, match).limit(bound),
          })
        : (seek.startId === undefined
            ? ids
            : ids.where(
                sql<boolean>`(accounts.created_at, accounts.id) <= (select s.created_at, s.id from accounts as s where s.id = ${seek.startId})`,
              )
          )
            .select('accounts.id')
            .orderBy('accounts.created_at', 'desc')
            .orderBy('accounts.id', 'desc')
            .limit(limit + seek.extra)
            .offset(seek.startId === undefined ? offset : 0)
            .as('page');
    const rows = db
      .selectFrom(page as never as AliasedRawBuilder<{ id: number }, 'page'>)
      .innerJoin('accounts', 'accounts.id', 'page.id')
      .innerJoin(`${table} as p` as 'creative_profiles as p', 'p.account_id', 'accounts.id')
      .select([
        'accounts.id',
        'accounts.email',
        'accounts.is_blacklisted',
        'accounts.is_activated',
        'accounts.status',
        'accounts.approved',
        'accounts.created_at',
      ])
      // Columns differ per kind; the table alias is typed as one of them, so cast the list.
      .select(columns as never[]);
    const ordered =
      terms.length > 0
        ? rows.orderBy(sql`page.pos`)
        : rows.orderBy('accounts.created_at', 'desc').orderBy('accounts.id', 'desc');
    return ordered.execute() as Promise<unknown> as Promise<RawRow[]>;
  };
  // Never a search's pages (ranked by relevance, which the (created_at, id) seek does not follow), nor a first page.
  const rows =
    q || offset === 0
      ? await read({ extra: 0 })
      : await seekingPage(totalKey('directory', { kind, scope }), { limit, offset }, read);
  // Photos and logos at their public URLs (S3_PUBLIC_URL when set), like every other image.
  return rows.map((row) => withPublicProfileImages(toEntry(kind, row, scope), urls));
}

export interface DirectoryCounts {
  creatives: number;
  business: number;
  partners: number;
}

/** Per-kind counts from directory_counts: the visible accounts (public) or all accounts (admin). */
export async function directoryCounts(db: Executor, scope: DirectoryScope): Promise<DirectoryCounts> {
  const rows = await db.selectFrom('directory_counts').select(['kind', 'total', 'visible']).execute();
  const by = (kind: string) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? Number(scope === 'admin' ? row.total : row.visible) : 0;
  };
  return { creatives: by('creative'), business: by('business'), partners: by('partner') };
}

/** How many entries match a search, at most SEARCH_TOTAL_MAX (countTotal; only used when `q` is given). */
export async function countMatches(
  db: Executor,
  kind: ProfileKind,
  scope: DirectoryScope,
  q: string,
): Promise<number> {
  // Cached like the content lists' totals (content-query.ts): the page's own query is cheaper still.
  return cachedTotal(totalKey('directory', { kind, scope, q: q.trim().toLowerCase() }), () =>
    searchTerms(db, q).then((terms) => countTotal(db, baseQuery(db, kind, scope, terms), true)),
  );
}

/** The counts' key of each kind (the inverse of TAB_KIND). */
const KIND_TAB: Record<ProfileKind, DirectoryTab> = {
  creative: 'creatives',
  business: 'business',
  partner: 'partners',
};

/** One page of a kind and the total it pages through: the kind's count, or the matches of a search. */
export async function listDirectoryPage(
  db: Executor,
  kind: ProfileKind,
  scope: DirectoryScope,
  paging: { limit: number; offset: number; q?: string },
  counts: DirectoryCounts,
  urls: UploadUrls,
): Promise<{ rows: DirectoryEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    listDirectory(db, kind, { scope, limit: paging.limit, offset: paging.offset, q: paging.q, urls }),
    paging.q ? countMatches(db, kind, scope, paging.q) : Promise.resolve(counts[KIND_TAB[kind]]),
  ]);
  return { rows, total };
}

/** A person found by the site search (repositories/search.ts): the public directory's filters, every kind at once. */
export interface PersonMatch {
  id: number;
  kind: ProfileKind;
  name: string;
  subtitle: string | null;
  created_at: Date;
}

/** The display name and second line of each kind's profile (alias p), as the directory shows them. */
const PERSON_FIELDS: Record<ProfileKind, { name: string; subtitle: string }> = {
  creative: {
    name: `trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`,
    subtitle: 'p.category',
  },
  business: { name: `coalesce(nullif(p.trade_name, ''), p.registered_name, '')`, subtitle: 'p.sector' },
  partner: { name: 'p.name', subtitle: 'p.industry' },
};

const PROFILE_KINDS: ProfileKind[] = ['creative', 'business', 'partner'];

/** One page of the public directory's matches of `q` across creatives, businesses and partners, by relevance then
 * recency, and how many match in all (the three kinds' cached counts, at most SEARCH_TOTAL_MAX). */
export async function searchPeople(
  db: Executor,
  q: string,
  window: { limit: number; offset: number },
): Promise<{ rows: PersonMatch[]; total: number }> {
  // Each kind's newest matches (its first `bound`), then the newest `bound` of the three: searchPage's candidates.
  const part = (kind: ProfileKind, match: RawBuilder<boolean>, bound: number) =>
    db
      .selectFrom(
        candidatesOf(db, kind, 'public', match)
          .select([
            sql<ProfileKind>`accounts.kind`.as('kind'),
            sql<string>`${sql.raw(PERSON_FIELDS[kind].name)}`.as('name'),
            sql<string | null>`${sql.raw(PERSON_FIELDS[kind].subtitle)}`.as('subtitle'),
          ])
          .limit(bound)
          .as('k'),
      )
      .selectAll();
  const terms = await searchTerms(db, q);
  const [rows, ...counts] = await Promise.all([
    withoutParallelWorkers(db, (trx) =>
      trx
        .selectFrom(
          searchPage<PersonMatch>({
            column: 'p.search_text',
            terms,
            window,
            order: newestFirst,
            candidates: (match, bound) =>
              db
                .selectFrom(
                  part('creative', match, bound)
                    .unionAll(part('business', match, bound))
                    .unionAll(part('partner', match, bound))
                    .as('u'),
                )
                .selectAll()
                .orderBy('u.created_at', 'desc')
                .orderBy('u.id', 'desc')
                .limit(bound),
          }),
        )
        .select(['page.id', 'page.kind', 'page.name', 'page.subtitle', 'page.created_at'])
        .orderBy('page.pos')
        .execute(),
    ),
    ...PROFILE_KINDS.map((kind) => countMatches(db, kind, 'public', q)),
  ]);
  // Like every search's total, at most SEARCH_TOTAL_MAX (the pages reach no further: searchPage).
  const total = Math.min(SEARCH_TOTAL_MAX, counts[0] + counts[1] + counts[2]);
  return { rows, total };
}
