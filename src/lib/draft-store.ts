// Where the create forms keep what is being written, so a dropped network (or a closed tab) never loses it: one
// record per form in IndexedDB, which survives reloads and holds more than local storage (which a logout clears
// anyway). Behind a small interface, so the forms' logic is tested with the in-memory store.
import { DRAFTS_DATABASE } from './offline-protocol';

export interface DraftStore {
  /** False where drafts cannot be kept (no IndexedDB): the form then opens at once, without looking for one. */
  available: boolean;
  load<T>(key: string): Promise<T | undefined>;
  save(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

const STORE = 'drafts';

/** One short-lived connection per operation: an open one would block the logout's deleteDatabase. */
function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DRAFTS_DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB unavailable'));
    opening.onsuccess = () => {
      const db = opening.result;
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      request.transaction?.addEventListener('complete', () => db.close());
      request.transaction?.addEventListener('abort', () => db.close());
    };
  });
}

/** The browser's IndexedDB; without it (old browsers, some private modes) drafts are simply not kept. */
export const indexedDbDraftStore: DraftStore = {
  available: typeof indexedDB !== 'undefined',
  load: <T>(key: string) =>
    typeof indexedDB === 'undefined'
      ? Promise.resolve(undefined)
      : withStore('readonly', (store) => store.get(key) as IDBRequest<T | undefined>).catch(() => undefined),
  save: (key, value) =>
    typeof indexedDB === 'undefined'
      ? Promise.resolve()
      : withStore('readwrite', (store) => store.put(value, key)).then(
          () => undefined,
          () => undefined,
        ),
  remove: (key) =>
    typeof indexedDB === 'undefined'
      ? Promise.resolve()
      : withStore('readwrite', (store) => store.delete(key)).then(
          () => undefined,
          () => undefined,
        ),
};

/** Kept in memory only: for tests, and the same contract as the IndexedDB store. */
export function memoryDraftStore(): DraftStore & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    available: true,
    records,
    load: <T>(key: string) => Promise.resolve(structuredClone(records.get(key)) as T | undefined),
    save: (key, value) => {
      records.set(key, structuredClone(value));
      return Promise.resolve();
    },
    remove: (key) => {
      records.delete(key);
      return Promise.resolve();
    },
  };
}
