// The proposals page against a host without calls for proposals (spec section 2; sample data only): banner, search,
// 3 per page, the create-proposal modal that saves nothing.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense, useState } from 'react';
import { ListSearch } from '@/components/ui/list-search';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { useListParams } from '@/hooks/use-list-params';
import { useT } from '@/i18n/use-t';
import { matchesText, pageOf } from '@/lib/list-response';
import { CALLS_PAGE_SIZE } from '@contract/calls';
import { SAMPLE_PROPOSALS } from '../data/sample-proposals';
import { ProposalCard } from './proposal-card';

export const PROPOSALS_PAGE_SIZE = CALLS_PAGE_SIZE;

const CreateProposalModal = lazyWithStyles(() =>
  import('./create-proposal-modal').then((m) => ({ default: m.CreateProposalModal })),
);

export function SampleProposalsScreen() {
  const { t } = useT('proposals');
  const { page, q, setPage, setSearch } = useListParams();
  const [open, setOpen] = useState(false);
  const result = pageOf(
    SAMPLE_PROPOSALS.filter((p) => matchesText(p.title, q)),
    page,
    PROPOSALS_PAGE_SIZE,
  );
  return (
    <>
      <div className="proposal-banner p-4 mb-4 rounded">
        <p className="proposal-banner__text h4 mb-3">{t('Change the world, one proposal at a time.')}</p>
        <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
          {t('Create a Proposal')}
        </button>
      </div>
      <ListSearch value={q} onSearch={setSearch} label={t('Search proposals by title')} />
      <ListState isLoading={false} isEmpty={result.items.length === 0} emptyText={t('No proposals found')}>
        <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled" aria-label={t('Proposals')}>
          {result.items.map((proposal) => (
            <li className="col" key={proposal.id}>
              <ProposalCard proposal={proposal} />
            </li>
          ))}
        </ul>
        <Pagination
          page={result.meta.page}
          pageCount={result.meta.pages}
          onChange={setPage}
          label={t('Proposals pages')}
        />
      </ListState>
      {open ? (
        <Suspense fallback={null}>
          <CreateProposalModal show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
