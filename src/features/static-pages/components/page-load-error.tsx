// What the page editor shows when the page could not be loaded, with a retry.
import { useT } from '@/i18n/use-t';

export function PageLoadError({ retry }: { retry: () => void }) {
  const { t } = useT('static-pages');
  return (
    <div role="alert">
      <p>{t('The page could not be loaded from the server, so it cannot be edited here.')}</p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        {t('Retry')}
      </button>
    </div>
  );
}
