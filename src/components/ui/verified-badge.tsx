// "Verified" beside a member's name (issue 31): their identity check (BVN or NIN) succeeded. The answer carries only a
// yes/no, never the number. Shown on public profiles and beside "Sold by" on a product.
import { useT } from '@/i18n/use-t';

export function VerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useT();
  return (
    <span
      className={`badge rounded-pill text-bg-success verified-badge ${className}`.trim()}
      title={t('Identity checked by the portal')}
    >
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M13.5 3.5 6 11 2.5 7.5l1.1-1.1L6 8.8l6.4-6.4z" />
      </svg>{' '}
      {t('Verified')}
    </span>
  );
}
