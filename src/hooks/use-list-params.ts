// A list's page, search and filters kept in the URL query, so Back and shared links restore them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams<K extends string> {
  page: number;
  q: string;
  filters: Record<K, string>;
  setPage: (page: number) => void;
  setSearch: (q: string) => void;
  setFilter: (key: K, value: string) => void;
  setParam: (key: string, value: string) => void;
}

export function useListParams<K extends string = never>(filterKeys: readonly K[] = []): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const rawPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(rawPage) && rawPage >= 1 ? rawPage : 1;
  const q = params.get('q') ?? '';
  const keysKey = filterKeys.join('|');
  const filters = useMemo(
    () =>
      Object.fromEntries(
        keysKey
          .split('|')
          .filter(Boolean)
          .map((k) => [k, params.get(k) ?? '']),
      ) as Record<K, string>,
    [params, keysKey],
  );

  /** Sets one query value ('' removes it); every change but the page itself goes back to page 1. */
  const setParam = useCallback(
    (key: string, value: string) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (value: number) => setParam('page', value <= 1 ? '' : String(value)),
    [setParam],
  );
  const setSearch = useCallback((value: string) => setParam('q', value.trim()), [setParam]);
  const setFilter = useCallback((key: K, value: string) => setParam(key, value), [setParam]);

  return { page, q, filters, setPage, setSearch, setFilter, setParam };
}

/** A list partners add to: a partner reads their own items until they pick "All" (the `view` query value). */
export function usePartnerListParams<K extends string>(filterKeys: readonly K[], partner: object | null) {
  const params = useListParams<K | 'view'>([...filterKeys, 'view']);
  const mine = partner !== null && params.filters.view !== 'all';
  const setMine = (own: boolean) => params.setFilter('view', own ? '' : 'all');
  return { ...params, mine, setMine };
}
