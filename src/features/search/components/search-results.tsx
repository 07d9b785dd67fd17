// The /search page's results (issue 35): the query's matches grouped by kind (people, posts, products, tools,
// opportunities, trainings, calls), each group paged on its own: "More people" loads that group's next page below
// the ones shown. Each result links to its details page. Groups with no match are left out; with none at all, the
// empty text. The search box at the top holds the query, to change it.
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { searchQueryOf } from '@contract/first-screens';
import { SEARCH_TOTAL_MAX, type SearchGroup, type SearchHit, type SearchKind } from '@contract/search';
import { SiteSearchForm } from '@/components/layout/site-search-form';
import { ErrorState } from '@/components/ui/error-state';
import { ListState, LoadingState } from '@/components/ui/list-state';
import { paths } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useSiteSearchQuery } from '../api/search-api';

const GROUP_TITLES: Record<SearchKind, string> = {
  people: msg('People'),
  posts: msg('Posts'),
  products: msg('Products'),
  tools: msg('Tools'),
  opportunities: msg('Opportunities'),
  trainings: msg('Trainings'),
  calls: msg('Calls for proposals'),
};

const MORE: Record<SearchKind, string> = {
  people: msg('More people'),
  posts: msg('More posts'),
  products: msg('More products'),
  tools: msg('More tools'),
  opportunities: msg('More opportunities'),
  trainings: msg('More trainings'),
  calls: msg('More calls for proposals'),
};

const PERSON_KINDS = {
  creative: msg('Creative'),
  business: msg('Business'),
  partner: msg('Partner'),
} as const;

/** The details page of a result (a post has none: the feed searched for its title). */
export function hitLink(hit: SearchHit): string {
  switch (hit.kind) {
    case 'people':
      return paths.profile(hit.id);
    case 'posts':
      return `${paths.home}?q=${encodeURIComponent(hit.title)}`;
    case 'products':
      return paths.marketDetail(hit.id);
    case 'tools':
      return paths.toolDetail(hit.id);
    case 'opportunities':
      return paths.opportunityDetail(hit.id);
    case 'trainings':
      return paths.trainingDetail(hit.id);
    case 'calls':
      return paths.proposalDetail(hit.id);
  }
}

function Hit({ hit }: { hit: SearchHit }) {
  const { t } = useT('search');
  const second = [hit.person ? t(PERSON_KINDS[hit.person]) : null, hit.subtitle].filter(Boolean).join(' · ');
  return (
    <li className="search-hit">
      <Link to={hitLink(hit)} className="search-hit__title">
        {hit.title}
      </Link>
      {second ? <span className="search-hit__subtitle">{second}</span> : null}
    </li>
  );
}

/** A group's page after the first, loaded when "More …" was pressed. */
function MorePage({ q, kind, page }: { q: string; kind: SearchKind; page: number }) {
  const { t } = useT('search');
  const { data, isLoading, isError, refetch } = useSiteSearchQuery({ q, kind, page });
  if (isLoading)
    return (
      <li>
        <LoadingState />
      </li>
    );
  if (isError)
    return (
      <li>
        <ErrorState message={t('The search could not be completed.')} onRetry={() => void refetch()} />
      </li>
    );
  return (
    <>
      {(data?.[0]?.items ?? []).map((hit) => (
        <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
      ))}
    </>
  );
}

function Group({ q, group }: { q: string; group: SearchGroup }) {
  const { t, formatNumber } = useT('search');
  const headingId = useId();
  const [pages, setPages] = useState(1);
  // A search counts SEARCH_TOTAL_MAX matches at most (docs/search.md): that total reads "1,000+".
  const { total } = group.meta;
  const count = `${formatNumber(total)}${total >= SEARCH_TOTAL_MAX ? '+' : ''}`;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {t(GROUP_TITLES[group.kind])} <span className="search-group__count">({count})</span>
      </h2>
      <ul className="search-group__list">
        {group.items.map((hit) => (
          <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
        ))}
        {Array.from({ length: pages - 1 }, (_, index) => (
          <MorePage key={index + 2} q={q} kind={group.kind} page={index + 2} />
        ))}
      </ul>
      {pages < group.meta.pages ? (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setPages((n) => n + 1)}
        >
          {t(MORE[group.kind])}
        </button>
      ) : null}
    </section>
  );
}

export default function SearchResults() {
  const { t } = useT('search');
  const [params] = useSearchParams();
  const q = searchQueryOf(params.get('q'));
  const { data, isLoading, isFetching, isError, refetch } = useSiteSearchQuery({ q }, { skip: q === '' });
  const groups = (data ?? []).filter((group) => group.meta.total > 0 && group.items.length > 0);
  return (
    <div className="search-results">
      <SiteSearchForm className="site-search--page" defaultValue={q} />
      {q === '' ? (
        <p className="list-state list-state--empty">{t('Type a name or a word to search the portal.')}</p>
      ) : (
        <div aria-busy={isFetching}>
          <p className="visually-hidden" role="status">
            {isFetching ? '' : t('Results for “{{q}}”', { q })}
          </p>
          <ListState
            isLoading={isLoading}
            error={isError ? t('The search could not be completed.') : null}
            onRetry={() => void refetch()}
            isEmpty={groups.length === 0}
            emptyText={t('Nothing found for “{{q}}”. Check the spelling, or try fewer words.', { q })}
          >
            {groups.map((group) => (
              <Group key={`${q}:${group.kind}`} q={q} group={group} />
            ))}
          </ListState>
        </div>
      )}
    </div>
  );
}
