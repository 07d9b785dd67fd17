// A button that opens the funding modal; with `openOnMount` the page opens it on arrival (/funding, /fundingpage).
import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useT } from '@/i18n/use-t';
import { fundingModalOpened } from '../funding-slice';

export function OpenFundingButton({
  openOnMount = false,
  label,
}: {
  openOnMount?: boolean;
  /** The button's text; 'Apply for funding' by default. */
  label?: string;
}) {
  const { t } = useT('funding');
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
      {label ?? t('Apply for funding')}
    </button>
  );
}
