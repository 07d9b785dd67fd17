// What a visitor has typed into a multi-step journey (the sign-ups, 'Lets finish up'), kept in sessionStorage so
// that Back, Forward and a reload never lose it (docs/journeys.md). Session storage: it dies with the tab, and is
// never shared with another tab. Never kept: passwords and any field the form names as secret (a BVN or NIN).
// Cleared when the journey succeeds and when the session ends (clearAll in ./storage.ts, which keeps the prefix).

import { JOURNEY_DRAFT_PREFIX } from './storage';

/** A field never written to storage, whatever the form says: passwords, codes, tokens, BVN and NIN. */
const SECRET = /password|token|identification|(^|_)(otp|bvn|nin)($|_)/i;

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): nothing is kept
  }
}

/** The kept values of a journey, or undefined (none, or unreadable). */
export function readJourneyDraft<T extends object>(key: string): Partial<T> | undefined {
  try {
    const raw = session()?.getItem(JOURNEY_DRAFT_PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `values` without secrets (`omit`, and any password-like name) and without empty values. */
export function saveJourneyDraft(key: string, values: object, omit: readonly string[] = []): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        !omit.includes(name) && !SECRET.test(name) && value !== undefined && value !== null && value !== '',
    ),
  );
  try {
    session()?.setItem(JOURNEY_DRAFT_PREFIX + key, JSON.stringify(kept));
  } catch {
    // storage full or disabled: the journey just keeps nothing
  }
}

export function clearJourneyDraft(key: string): void {
  session()?.removeItem(JOURNEY_DRAFT_PREFIX + key);
}

/** Every journey's draft (a sign-out, a forced logout). */
export function clearJourneyDrafts(): void {
  const store = session();
  if (!store) return;
  for (const name of Object.keys(store)) if (name.startsWith(JOURNEY_DRAFT_PREFIX)) store.removeItem(name);
}
