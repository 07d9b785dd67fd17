// An option list declared once, as its labels (issue 30): the labels record `as const` is the declaration, and the
// list of values is its keys, so a value cannot be added without its label or a label left for a removed value.
// No imports.

/**
 * The values of an option list, in the order its labels are written (an object keeps its string keys in insertion
 * order, and no key here is an integer, which would be moved first). Typed as the keys' union, so `enum: [...list]`
 * still gives FromSchema the literal values.
 */
/* @__NO_SIDE_EFFECTS__ */
export function optionsOf<const L extends Record<string, string>>(labels: L): readonly (keyof L & string)[] {
  // No cast: TypeScript takes a key of a record of strings to be a string, so string[] fits.
  return Object.keys(labels);
}
