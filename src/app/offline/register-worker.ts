// Registers the service worker (dist/sw.js) once the page has loaded, and reports what the page must show: a new
// version waiting (applied only when the user asks, then one reload), and answers served from the cache.
import { KEEP_ASSETS, SERVED_FROM_CACHE, SKIP_WAITING, type KeepAssetsMessage } from '@/lib/offline-protocol';

export interface WorkerEvents {
  /** A new version is installed and waiting; `apply` lets it take over and reloads the page. */
  onUpdateWaiting: (apply: () => void) => void;
  onServedFromCache: () => void;
}

/** An hour: a portal left open for days still learns of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerWorker(events: WorkerEvents): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const controlled = container.controller !== null;
  const registration = await container.register('/sw.js', { scope: '/' });

  container.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === SERVED_FROM_CACHE) events.onServedFromCache();
  });

  let applying = false;
  // Also fired when the very first worker claims the page: that is no update, and nothing reloads.
  container.addEventListener('controllerchange', () => {
    if (applying) window.location.reload();
  });
  const offer = (waiting: ServiceWorker) =>
    events.onUpdateWaiting(() => {
      applying = true;
      waiting.postMessage({ type: SKIP_WAITING });
    });
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // 'installed' with a controller present: a new version beside the running one.
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  const checkForUpdate = () => void registration.update().catch(() => undefined);
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });

  if (!controlled) {
    // The first visit loaded its chunks before any worker saw them: hand their addresses over to be kept.
    const ready = await container.ready;
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    const message: KeepAssetsMessage = { type: KEEP_ASSETS, urls };
    ready.active?.postMessage(message);
  }
}
