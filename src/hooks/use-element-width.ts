// An element's width in CSS pixels, kept current by a ResizeObserver: an SVG drawn at that width keeps its text at
// the size the stylesheet gives it, where a scaled viewBox would shrink the labels to a few pixels on a phone.
import { useEffect, useRef, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    // jsdom and old browsers have no ResizeObserver: the fallback width stands.
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
