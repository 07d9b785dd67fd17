// A matchMedia polyfill for jsdom that evaluates min/max-width queries against a settable viewport width.
type Listener = (event: MediaQueryListEvent) => void;

let viewportWidth = 1280;
const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max && viewportWidth > Number(max[1])) return false;
  if (min && viewportWidth < Number(min[1])) return false;
  return Boolean(max || min);
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.add(entry);
    const list = {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };
}

/** Changes the simulated viewport width and notifies the queries whose answer changed. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (matches !== entry.last) {
      entry.last = matches;
      entry.listeners.forEach((listener) => listener({ matches, media: entry.query } as MediaQueryListEvent));
    }
  }
}

export function resetMatchMedia(): void {
  viewportWidth = 1280;
  lists.clear();
}
