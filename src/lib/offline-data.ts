// Logout clears what this browser kept of the signed-in user for offline use (docs/offline.md): the answers read
// with the session, the list of pages visited and the create forms' drafts. Public answers and the app shell stay.
import { DRAFTS_DATABASE, USER_DATA_CACHE, VISITED_PAGES_CACHE } from './offline-protocol';

export function clearOfflineUserData(): void {
  // Absent outside a secure context (caches) or in old browsers: then nothing was kept either.
  if (typeof caches !== 'undefined')
    for (const name of [USER_DATA_CACHE, VISITED_PAGES_CACHE])
      void caches.delete(name).catch(() => undefined);
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(DRAFTS_DATABASE);
}
