// Subscribes to a CSS media query (the sidebar's 900 px rule, the feed's side card, the marketplace's filter panel).
import { useSyncExternalStore } from 'react';

/**
 * The width the build-time render assumes (src/prerender.tsx): the portal's pre-rendered first screens are for
 * phones, where most of its users are; the server sends them to phones only.
 */
export const PRERENDER_VIEWPORT_WIDTH = 360;

/** Evaluates simple (min-width: Npx) / (max-width: Npx) queries, joined by "and", against a viewport width. */
export function matchesWidth(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => matchesWidth(query, PRERENDER_VIEWPORT_WIDTH),
  );
}
