// A tabbed list's tab, page and search kept in the URL query (tab and page always written, search when set).
import { useSearchParams } from 'react-router-dom';

export function useTabListParams<T extends { key: string }>(tabs: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0];
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';

  /** Moves to another tab, page or search; the page goes back to 1 unless given. */
  const update = (next: { tab?: T['key']; page?: number; q?: string }) => {
    const out = new URLSearchParams(params);
    out.set('tab', next.tab ?? tab.key);
    out.set('page', String(next.page ?? 1));
    const query = next.q ?? q;
    if (query) out.set('q', query);
    else out.delete('q');
    setParams(out);
  };

  return { tab, page, q, update };
}
