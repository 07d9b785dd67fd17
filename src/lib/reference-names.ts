// The reference data's names (contract/sectors.ts: the 19 sectors and their categories) as people read them
// (issue 17). The English names are the values stored and sent, so they stay English on the wire; what is shown is
// the common catalogue's (scripts/i18n-extract.ts adds every name to it). A name the catalogue does not hold (typed
// by a user, or another host's) is shown as it is. Nothing here imports the lists: the post cards of the first load
// name their authors' sectors through it.
import { translate } from '@/i18n/runtime';

/** A sector's or category's name in the current language. */
export const referenceName = (name: string | null | undefined): string => (name ? translate(name) : '');

/** Select options whose values are the English names and whose labels are the current language's. */
export const nameOptions = (names: readonly string[]) =>
  names.map((name) => ({ value: name, label: translate(name) }));
