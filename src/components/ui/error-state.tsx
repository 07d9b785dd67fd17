// A page's or a list's failure: the message and, when the data can be asked for again, a Retry button. Its own
// small file: the eager feed uses it, and nothing else of the list states should reach the first load.
import { useT } from '@/i18n/use-t';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useT();
  return (
    <div className="list-state list-state--error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
          {t('Retry')}
        </button>
      ) : null}
    </div>
  );
}
