// Lazy modules load with the part of the portal's CSS that the first screen does not need (styles/lazy.css), so the
// first load of /homepage carries only the first screen's rules. Every lazy boundary goes through here, written one
// way, `lazyWithStyles(() => import(...))`: React's own `lazy` is off limits elsewhere (eslint.config.js), since a
// lazy screen rendered before lazy.css arrives would show unstyled. A module styled by the first load's CSS
// (scripts/first-screen.ts), or bringing its own stylesheet, says so with `{ stylesInFirstLoad: true }` and waits
// for no stylesheet.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

let lazyStyles: Promise<unknown> | undefined;

/** Loads styles/lazy.css once; every later call shares the first. */
export function loadLazyStyles(): Promise<unknown> {
  // A stylesheet that fails to arrive leaves the screen plainer, not broken: the module still renders.
  lazyStyles ??= import('@/styles/lazy.css').catch(() => undefined);
  return lazyStyles;
}

/** `load`, resolved once both the module and the lazy stylesheet have arrived. */
export function withLazyStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLazyStyles()]).then(([module]) => module);
}

export interface LazyOptions {
  /** The module is styled by the first load's CSS (or brings its own): it renders without waiting for lazy.css. */
  stylesInFirstLoad?: boolean;
}

/** React's `lazy`, whose component renders only once the lazy stylesheet has arrived too (unless `stylesInFirstLoad`). */
// The same constraint as React's own `lazy` (any props).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithStyles<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { stylesInFirstLoad = false }: LazyOptions = {},
): LazyExoticComponent<T> {
  return lazy(stylesInFirstLoad ? load : withLazyStyles(load));
}
