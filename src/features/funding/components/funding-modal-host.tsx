// Mounts the funding modal (lazily, on first open) wherever the funding slice's fundingModalOpen flag asks for it.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fundingModalClosed, selectFundingModalOpen } from '../funding-slice';

const FundingModal = lazyWithStyles(() =>
  import('./funding-modal').then((module) => ({ default: module.FundingModal })),
);

export function FundingModalHost() {
  const open = useAppSelector(selectFundingModalOpen);
  const dispatch = useAppDispatch();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FundingModal show={open} onHide={() => dispatch(fundingModalClosed())} />
    </Suspense>
  );
}
