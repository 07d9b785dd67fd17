// The scroll rule of docs/journeys.md, for the declarative router (which has no <ScrollRestoration>): a new page
// (PUSH, or a REPLACE to another path) opens at the top, or at its #target, which also takes the focus; Back and
// Forward (POP, a reload too) return to where that history entry was left. Positions are kept per history entry
// (location.key) in sessionStorage. A small lazy chunk that the root layout loads with the first screen.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

export const SCROLL_STORE_KEY = 'scroll-positions';
/** How long a restore or a #target waits for the page's content to arrive (a lazy chunk, cached data). */
export const SCROLL_WAIT_MS = 2000;

/**
 * The history entry's key. A document's first entry is 'default' in every page load: that one is told apart by its
 * address, so a new address typed into the same tab never opens at another page's position.
 */
const entryOf = ({ key, pathname, search }: { key: string; pathname: string; search: string }) =>
  key === 'default' ? key + pathname + search : key;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function useScrollManager(): void {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const keyRef = useRef(entryOf(location));
  const last = useRef<string | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(SCROLL_STORE_KEY, JSON.stringify(positions.current));
      } catch {
        // storage full or disabled: positions are kept for this page's life only
      }
    };
    // Recorded as it happens: by the time a route change is seen, the new page may already have clamped scrollY.
    const onScroll = () => {
      (positions.current ??= readPositions())[keyRef.current] = Math.round(window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    const { pathname, hash } = location;
    const key = entryOf(location);
    const previous = last.current;
    last.current = pathname;
    keyRef.current = key;
    const stored = (positions.current ??= readPositions());
    try {
      sessionStorage.setItem(SCROLL_STORE_KEY, JSON.stringify(stored));
    } catch {
      // see save()
    }
    const saved = stored[key];
    let target: (() => boolean) | null = null;
    if (action === NavigationType.Pop) {
      // A first visit (no entry) keeps whatever the visitor has already scrolled on a pre-rendered page; a #hash
      // entry (a skip link, an in-page anchor: the browser's own fragment navigation) is left to the browser.
      if (saved !== undefined && !hash)
        target = () => (window.scrollTo(0, saved), Math.abs(window.scrollY - saved) < 2);
    } else if (hash) {
      target = () => {
        const element = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (!element) return false;
        element.scrollIntoView();
        if (!element.matches('a[href],button,input,select,textarea,[tabindex]'))
          element.setAttribute('tabindex', '-1');
        element.focus({ preventScroll: true });
        return true;
      };
    } else if (action === NavigationType.Push || previous !== pathname) {
      window.scrollTo(0, 0);
    }
    // A REPLACE on the same path (a spent ?intent=, a filter tidied up) keeps the place.
    if (!target || target()) return undefined;
    // The content is not there yet (a lazy page, data on its way): try again each frame for a while, until the
    // visitor scrolls or types themselves.
    const deadline = Date.now() + SCROLL_WAIT_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of ['wheel', 'touchstart', 'keydown']) window.removeEventListener(type, stop);
    };
    const retry = () => {
      if (target() || Date.now() > deadline) stop();
      else frame = requestAnimationFrame(retry);
    };
    for (const type of ['wheel', 'touchstart', 'keydown']) window.addEventListener(type, stop);
    frame = requestAnimationFrame(retry);
    return stop;
  }, [location, action]);
}

/** The lazy component the root layout renders (layouts/root-layout.tsx). */
export default function ScrollManager(): null {
  useScrollManager();
  return null;
}
