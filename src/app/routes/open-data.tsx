// Route page /open-data (public, issue 19): the sector's figures as tables and charts, with the method and licence.
// The view and its charts load from here, not from the route table: the first load of / has no bytes to spare for
// the list of chunks they need.
import { FeatureGate } from '@/components/ui/feature-gate';
import { Suspense } from 'react';
import { LoadingState } from '@/components/ui/list-state';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { lazyWithStyles } from '@/lib/lazy-with-styles';

const OpenDataView = lazyWithStyles(() => import('@/features/stats/components/open-data'));

export default function OpenDataPage() {
  const { t } = useT('stats');
  return (
    <section className="route-page">
      <PageTitle>{t('Open data')}</PageTitle>
      <FeatureGate feature="open-data">
        <Suspense fallback={<LoadingState skeletons={3} />}>
          <OpenDataView />
        </Suspense>
      </FeatureGate>
    </section>
  );
}
