// Offline, a tap on a link to a page this device has not saved opens the offline page (issue 31), never a screen
// whose chunk or data cannot arrive ("Something went wrong"). A client-side navigation makes no page request, so
// the worker cannot answer it: the link is followed as a full page load instead, which the worker answers with its
// offline page (the saved pages listed). A saved page, or any link while online, is left to the router.
import { savedPaths } from './visited-pages';

/** The same-origin path a click would open in this tab through the router, or null. */
export function routerLinkTarget(event: MouseEvent, origin = window.location.origin): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname;
}

/** Whether an offline tap on `path` should go to the worker's offline page. */
export function opensOfflinePage(path: string, currentPath: string, saved: ReadonlySet<string>): boolean {
  return path !== currentPath && !saved.has(path);
}

export function sendUnsavedLinksToOfflinePage(): () => void {
  const onClick = (event: MouseEvent) => {
    // Only a page the worker controls can be answered by it; without one a page load offline shows the browser's
    // own error, worse than the portal's message (app/layouts/route-error.tsx).
    if (navigator.onLine || !navigator.serviceWorker?.controller) return;
    const path = routerLinkTarget(event);
    if (!path || !opensOfflinePage(path, window.location.pathname, savedPaths)) return;
    event.preventDefault();
    window.location.assign((event.target as Element).closest('a')!.href);
  };
  // Capture: the decision comes before the router's own click handler turns the link into a client-side change.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
