// The Data saver choice (issue 18): with it on, lists load the smallest image variant, images below the first screen
// wait for a tap, carousels load one image at a time and nothing autoplays (docs/data-saver.md). The visitor's
// choice is kept in localStorage; until they choose, it is on when the browser asks to save data (Save-Data, i.e.
// navigator.connection.saveData) or reports a 2G connection. Small on purpose: it is part of the first load.
import { useSyncExternalStore } from 'react';
import { getItem, setItem, storageKeys } from './storage';

/** The part of the Network Information API we read (Chromium-based browsers; others have no `connection`). */
interface ConnectionHint {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the browser asks for less data: Save-Data on, or a 2G connection. */
export function browserAsksToSaveData(connection: ConnectionHint | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

function connectionHint(): ConnectionHint | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as { connection?: ConnectionHint }).connection;
}

/** The stored choice wins; without one, the browser's hint decides. */
export function isDataSaverOn(): boolean {
  const stored = getItem(storageKeys.dataSaver);
  if (stored === 'on') return true;
  if (stored === 'off') return false;
  return browserAsksToSaveData(connectionHint());
}

const listeners = new Set<() => void>();

export function setDataSaver(on: boolean): void {
  setItem(storageKeys.dataSaver, on ? 'on' : 'off');
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.dataSaver || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** [on, setOn]: every component using it re-renders when the choice changes. */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  // The server render (pre-rendered pages) has no visitor: it renders with the saver off, the full-size markup.
  const on = useSyncExternalStore(subscribe, isDataSaverOn, () => false);
  return [on, setDataSaver];
}
