// One item of a detail or create answer, normalised; apart from list-response.ts so that the eager feed's
// first load does not carry it.
import { readItem } from './list-response';

/** A transformResponse for one item: readItem's item, normalised, or null. */
export function readNormalisedItem<T>(normalise: (raw: Partial<T>) => T) {
  return (body: unknown): T | null => {
    const item = readItem<Partial<T>>(body);
    return item ? normalise(item) : null;
  };
}

/** A transformResponse for one item: readItem's item through the resource's adapter (features/<name>/api/*-adapter.ts), or null. */
export function readAdaptedItem<T>(adapt: (raw: unknown) => T) {
  return (body: unknown): T | null => {
    const item = readItem<unknown>(body);
    return item ? adapt(item) : null;
  };
}
