// A query's page of a list in the states ListState shows (loading, error with Retry, empty), then its pagination:
// the public directory's and the admin directory's lists, whose answers carry `items` and `pages`.
import type { ReactNode } from 'react';
import { ListState } from './list-state';
import { Pagination } from './pagination';

export interface PagedListStateProps {
  /** An RTK Query result of a page with `items` and `pages`. */
  result: {
    data?: { items: readonly unknown[]; pages: number };
    isLoading: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The error to show (with Retry), or null. */
  error: string | null;
  emptyText: string;
  skeletons?: number;
  page: number;
  onPage: (page: number) => void;
  pagesLabel: string;
  children: ReactNode;
}

export function PagedListState({
  result: { data, isLoading, isFetching, refetch },
  page,
  onPage,
  pagesLabel,
  children,
  ...state
}: PagedListStateProps) {
  return (
    <ListState
      isLoading={isLoading || (isFetching && !data)}
      isEmpty={!data || data.items.length === 0}
      onRetry={() => void refetch()}
      {...state}
    >
      {children}
      <Pagination page={page} pageCount={data?.pages ?? 1} onChange={onPage} label={pagesLabel} />
    </ListState>
  );
}
