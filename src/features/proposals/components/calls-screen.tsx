// /proposalpage with the `calls` extension (issue 32): the spec's banner, search and 3 cards per page, now real open
// calls; "My proposals" for signed-in creatives and businesses, "My calls" and Publish a call for partners and
// admins. A partner's review of one call opens here too (?review={id}), so no route is added to the first load.
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { ListSearch } from '@/components/ui/list-search';
import { PagedState } from '@/components/ui/paged-list';
import { useListParams } from '@/hooks/use-list-params';
import { useT } from '@/i18n/use-t';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useGetCallsQuery } from '../api/calls-api';
import { CallCard } from './call-card';
import { MyCalls } from './my-calls';
import { MyProposals } from './my-proposals';

const CreateCallModal = lazyWithStyles(() =>
  import('./create-call-modal').then((m) => ({ default: m.CreateCallModal })),
);
const CallReview = lazyWithStyles(() => import('./call-review').then((m) => ({ default: m.CallReview })));

type Tab = 'calls' | 'mine' | 'own';

function OpenCalls() {
  const { t } = useT('proposals');
  const { page, q, setPage, setSearch } = useListParams();
  const result = useGetCallsQuery({ page, q });
  return (
    <>
      <ListSearch value={q} onSearch={setSearch} label={t('Search proposals by title')} />
      <PagedState
        result={result}
        page={page}
        onPageChange={setPage}
        pagesLabel={t('Proposals pages')}
        emptyText={t('No proposals found')}
        errorText={t('The calls for proposals could not be loaded.')}
        skeletons={3}
      >
        {(items) => (
          <ul
            className="row row-cols-1 row-cols-md-3 g-3 list-unstyled"
            aria-label={t('Calls for proposals')}
          >
            {items.map((call, index) => (
              <li className="col" key={call.id}>
                <CallCard call={call} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </PagedState>
    </>
  );
}

export function CallsScreen() {
  const { t } = useT('proposals');
  const userType = useAppSelector((state) => state.auth.userType);
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>('calls');
  const [publishing, setPublishing] = useState(false);
  const applicant = signedIn && (userType === 'user' || userType === 'business');
  const publisher = signedIn && (userType === 'partner' || userType === 'admin');
  const review = Number(params.get('review'));

  if (publisher && Number.isInteger(review) && review > 0) {
    return (
      <Suspense fallback={null}>
        <CallReview
          callId={review}
          onBack={() => {
            params.delete('review');
            setParams(params);
          }}
        />
      </Suspense>
    );
  }

  const tabs: { key: Tab; label: string }[] = [
    { key: 'calls', label: t('Open calls') },
    ...(applicant ? [{ key: 'mine' as const, label: t('My proposals') }] : []),
    ...(publisher ? [{ key: 'own' as const, label: t('My calls') }] : []),
  ];
  return (
    <>
      <div className="proposal-banner p-4 mb-4 rounded">
        <p className="proposal-banner__text h4 mb-3">{t('Change the world, one proposal at a time.')}</p>
        {publisher ? (
          <button type="button" className="btn btn-primary" onClick={() => setPublishing(true)}>
            {t('Publish a call for proposals')}
          </button>
        ) : null}
      </div>
      {tabs.length > 1 ? (
        <nav aria-label={t('Proposals sections')} className="mb-3">
          <ul className="nav nav-tabs">
            {tabs.map((item) => (
              <li className="nav-item" key={item.key}>
                <button
                  type="button"
                  className={`nav-link${tab === item.key ? ' active' : ''}`}
                  aria-current={tab === item.key ? 'page' : undefined}
                  onClick={() => setTab(item.key)}
                >
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {tab === 'mine' && applicant ? <MyProposals /> : null}
      {tab === 'own' && publisher ? (
        <MyCalls
          onReview={(id) => {
            params.set('review', String(id));
            setParams(params);
          }}
        />
      ) : null}
      {tab === 'calls' ? <OpenCalls /> : null}
      {publishing ? (
        <Suspense fallback={null}>
          <CreateCallModal show={publishing} onHide={() => setPublishing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
