// What the offline support shows: the offline banner ('You are offline, showing saved content') and the update
// prompt ('A new version is available.' with Refresh). Both sit in one polite live region at the bottom of the
// screen, so a screen reader hears them without losing its place.
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-t';

/** The browser says it is offline, or an answer on this page came from the cache. */
export function offlineBannerShown(online: boolean, servedFromCache: boolean): boolean {
  return !online || servedFromCache;
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export interface OfflineNoticesProps {
  offline: boolean;
  /** Set when a new version waits: tapping Refresh applies it (never on its own, not in the middle of a form). */
  onRefresh: (() => void) | null;
}

export function OfflineNotices({ offline, onRefresh }: OfflineNoticesProps) {
  const { t } = useT();
  return (
    <div role="status" className="offline-notices">
      {offline && <p className="offline-notice mb-0">{t('You are offline, showing saved content')}</p>}
      {onRefresh && (
        <p className="offline-notice mb-0">
          {t('A new version is available.')}{' '}
          <button type="button" className="btn btn-sm btn-light ms-2" onClick={onRefresh}>
            {t('Refresh')}
          </button>
        </p>
      )}
    </div>
  );
}
