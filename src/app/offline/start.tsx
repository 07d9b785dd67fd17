// The offline support's own small React root, started by main.tsx after the page has loaded (outside the first
// load, never competing with the first paint): registers the service worker, records visited pages, and shows
// the offline banner and the update prompt.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLazyStyles } from '@/lib/lazy-with-styles';
import { OfflineNotices, offlineBannerShown, useOnline } from './offline-notices';
import { registerWorker } from './register-worker';
import { sendUnsavedLinksToOfflinePage } from './offline-links';
import { loadSavedPaths, recordVisitedPages } from './visited-pages';

function OfflineSupport() {
  const online = useOnline();
  const [servedFromCache, setServedFromCache] = useState(false);
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    void registerWorker({
      onServedFromCache: () => setServedFromCache(true),
      onUpdateWaiting: (apply) => setApplyUpdate(() => apply),
    }).catch(() => undefined); // no worker (refused, private mode): the portal works as before, online only
    void loadSavedPaths();
    const stopRecording = recordVisitedPages();
    const stopLinks = sendUnsavedLinksToOfflinePage();
    return () => {
      stopRecording();
      stopLinks();
    };
  }, []);
  // Back online: what is shown next comes from the network again.
  useEffect(() => {
    if (online) setServedFromCache(false);
  }, [online]);

  return <OfflineNotices offline={offlineBannerShown(online, servedFromCache)} onRefresh={applyUpdate} />;
}

export async function startOfflineSupport(): Promise<void> {
  await loadLazyStyles();
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<OfflineSupport />);
}
