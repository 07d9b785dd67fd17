// The session's types, in a leaf: the auth endpoints (api/) type their answers with them and the slice is filled by
// those endpoints, so neither may take them from the other.
export type UserType = 'user' | 'business' | 'partner' | 'admin';
export type LoginKind = 'user' | 'business' | 'partner' | 'admin';
/** Profiles come from the API in its snake_case shape; features narrow them. */
export type Profile = Record<string, unknown>;
