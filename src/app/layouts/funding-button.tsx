// Apply for funding, as the header's bar and the mobile menu show it: it opens the funding dialog (hence
// aria-haspopup), which the main layout mounts when the funding flag is set.
import { useT } from '@/i18n/use-t';

export function FundingButton({ className, onApply }: { className: string; onApply: () => void }) {
  const { t } = useT();
  return (
    <button type="button" className={`btn btn-primary ${className}`} aria-haspopup="dialog" onClick={onApply}>
      {t('Apply for funding')}
    </button>
  );
}
