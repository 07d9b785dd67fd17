// Route page /search?q= (public, issue 35): the site search's results, grouped by kind, behind the `search`
// capability, unless the page came with the answer written in: the host that served
// it then offers the search, and the results show without waiting for the capabilities (issue 35's LCP).
import { useSearchParams } from 'react-router-dom';
import { searchQueryOf, searchRequest } from '@contract/first-screens';
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { usePrimedAnswer } from '@/lib/primed-answer';
import { searchApi } from '@/features/search/api/search-api';
import { toSearchGroups } from '@/features/search/api/search-adapter';
import SearchResults from '@/features/search/components/search-results';

export default function SearchPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const q = searchQueryOf(params.get('q'));
  const primed = usePrimedAnswer(q === '' ? null : searchRequest(q), (body) =>
    searchApi.util.upsertQueryEntries([
      { endpointName: 'siteSearch', arg: { q }, value: toSearchGroups(body) },
    ]),
  );
  const results = <SearchResults />;
  return (
    <section className="route-page">
      <PageTitle>{t('Search')}</PageTitle>
      {primed ? results : <FeatureGate feature="search">{results}</FeatureGate>}
    </section>
  );
}
