// Mounts the funding modal (lazily, on first open) wherever the funding slice's fundingModalOpen flag asks for it.
// In app/ (it was in features/funding) so that the modal's import() can be in the page loaders' chunk
// (app/page-loaders.ts, docs/performance.md "2026-11-28 (third session)"): a feature may not import app/.
import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { viaLoaders } from '@/app/lazy-loaders';
import { fundingModalClosed, selectFundingModalOpen } from '@/features/funding/funding-slice';
import { lazyWithStyles } from '@/lib/lazy-with-styles';

const FundingModal = lazyWithStyles(viaLoaders('fundingModal'));

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
