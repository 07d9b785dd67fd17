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
  return (
    !!connection && (connection.saveData === true || /^(slow-)?2g$/.test(connection.effectiveType ?? ''))
  );
}

/** The stored choice wins; without one, the browser's hint decides. */
export function isDataSaverOn(): boolean {
  const stored = getItem(storageKeys.dataSaver);
  return stored === 'on' || stored === 'off'
    ? stored === 'on'
    : browserAsksToSaveData((navigator as { connection?: ConnectionHint }).connection);
}

const listeners = new Set<() => void>();

export function setDataSaver(on: boolean): void {
  setItem(storageKeys.dataSaver, on ? 'on' : 'off');
  listeners.forEach((listener) => listener());
}

// This tab's components only: another tab's choice applies here from the next page load (a storage listener per
// image would cost the first load more than it is worth).
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether data saver is on; every component using it re-renders when the choice changes (setDataSaver). */
export function useDataSaver(): boolean {
  // The server render (pre-rendered pages) has no visitor: it renders with the saver off, the full-size markup.
  return useSyncExternalStore(subscribe, isDataSaverOn, () => false);
}
