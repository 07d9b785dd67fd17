// The JSON-schema pieces the contract's answers share (issue 30): the plain types, once, and a closed object whose
// properties are always sent. `as const` (and `const` type parameters), so that the types FromSchema derives from
// the schemas that use them stay as literal as if each were written out. No imports.

export const anyString = { type: 'string' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const anyInteger = { type: 'integer' } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
/** A number of things: a whole number, never negative. */
export const count = { type: 'integer', minimum: 0 } as const;
export const anyBoolean = { type: 'boolean' } as const;
/** An ISO 8601 timestamp. */
export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/**
 * A closed object of these properties, all required, so that a name is written once rather than in `properties` and
 * again in `required` (a required field missing from an answer fails its serialisation); `optional` adds properties
 * that may be absent.
 */
export function objectOf<const P extends Record<string, object>>(
  properties: P,
): { type: 'object'; additionalProperties: false; required: (keyof P & string)[]; properties: P };
export function objectOf<const P extends Record<string, object>, const O extends Record<string, object>>(
  properties: P,
  optional: O,
): { type: 'object'; additionalProperties: false; required: (keyof P & string)[]; properties: P & O };
// Pure, so a bundle that imports a module for its constants drops the schemas it never reads.
/* @__NO_SIDE_EFFECTS__ */
export function objectOf(properties: Record<string, object>, optional: Record<string, object> = {}) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties: { ...properties, ...optional },
  } as const;
}

/** The same object, or null. */
/* @__NO_SIDE_EFFECTS__ */
export function nullableObjectOf<const P extends Record<string, object>>(properties: P) {
  return { ...objectOf(properties), type: ['object', 'null'] } as const;
}

/**
 * These fields, each of the one type `type`, in their order (to spread into an object's properties): a run of
 * same-typed fields written as what it is, e.g. `...fieldsOf(count, ['total', 'pending', 'approved'])`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function fieldsOf<const T, const K extends readonly string[]>(type: T, names: K) {
  return Object.fromEntries(names.map((name) => [name, type])) as Record<K[number], T>;
}

/**
 * A closed object whose every property may be missing: a body whose route checks the fields itself, so that a missing
 * one gets the portal's own message rather than the validator's.
 */
/* @__NO_SIDE_EFFECTS__ */
export function optionalObjectOf<const P extends Record<string, object>>(properties: P) {
  return { type: 'object', additionalProperties: false, properties } as const;
}

/** A body as the portal sends it: the fields `F` the server reads (any may be missing), with the `required` ones. */
export type BodyWith<F, R extends readonly (keyof F)[]> = F & Required<Pick<F, R[number]>>;
