// Route page /search?q= (public, issue 35): the site search's results, grouped by kind. The results view loads from
// here (lazy), behind the `search` capability.
import { Suspense } from 'react';
import { FeatureGate } from '@/components/ui/feature-gate';
import { LoadingState } from '@/components/ui/list-state';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { lazyWithStyles } from '@/lib/lazy-with-styles';

const SearchResults = lazyWithStyles(() => import('@/features/search/components/search-results'));

export default function SearchPage() {
  const { t } = useT();
  return (
    <section className="route-page">
      <PageTitle>{t('Search')}</PageTitle>
      <FeatureGate feature="search">
        <Suspense fallback={<LoadingState skeletons={3} />}>
          <SearchResults />
        </Suspense>
      </FeatureGate>
    </section>
  );
}
