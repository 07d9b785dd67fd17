// A button that opens the funding modal; with `openOnMount` the page opens it on arrival (/funding, /fundingpage).
import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { fundingModalOpened } from '../funding-slice';

export function OpenFundingButton({
  openOnMount = false,
  label = 'Apply for funding',
}: {
  openOnMount?: boolean;
  label?: string;
}) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (openOnMount) dispatch(fundingModalOpened());
  }, [openOnMount, dispatch]);
  return (
    <button
      type="button"
      className="btn btn-primary"
      aria-haspopup="dialog"
      onClick={() => dispatch(fundingModalOpened())}
    >
      {label}
    </button>
  );
}
