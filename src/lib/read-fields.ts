// Table-driven readers for the adapters of flat items and nested tables (the Insights, the open data, the training
// registrations): one field reader per contract field, each tolerant as lib/adapt.ts's readers are. Apart from
// adapt.ts, which the first load carries: only lazy screens' adapters use these.
import { fieldsOf } from './adapt';

/** One reader per field of T: each gets the raw field's value (undefined when absent) and returns T's value. */
export type FieldReaders<T> = { [K in keyof T]: (value: unknown) => T[K] };

/** The object read field by field with `readers` (table-driven, for the flat items of an answer). */
export function readFields<T>(raw: unknown, readers: FieldReaders<T>): T {
  const fields = fieldsOf(raw);
  const read = readers as Record<string, (value: unknown) => unknown>;
  return Object.fromEntries(Object.keys(read).map((key) => [key, read[key](fields[key])])) as T;
}

/** A reader of objects with these field readers, to nest in a table or to export as an adapter. */
export const objectReader =
  <T>(readers: FieldReaders<T>) =>
  (raw: unknown): T =>
    readFields(raw, readers);

/** A reader of lists whose rows are read with these field readers; anything but a list reads as []. */
export const rowsReader = <T>(readers: FieldReaders<T>) => {
  const row = objectReader(readers);
  return (value: unknown): T[] => (Array.isArray(value) ? value.map(row) : []);
};

/** The same reader for each of these keys (a row of counts: creative, business, ...). */
export const sameReaders = <K extends string, V>(keys: readonly K[], read: (value: unknown) => V) =>
  Object.fromEntries(keys.map((key) => [key, read])) as { [P in K]: (value: unknown) => V };
