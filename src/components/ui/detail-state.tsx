// A details page's states (an opportunity, a training, a tool, a call): loading, an error with Retry, the feature's
// "not found" text for a 404 or an empty answer, then the item. Each feature passes its own texts (its catalogue's
// wording).
import type { ReactNode } from 'react';
import { ListState } from './list-state';

export interface DetailQuery<T> {
  data?: T | null;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface DetailStateProps<T> {
  query: DetailQuery<T>;
  /** What a failure other than "not found" says (with Retry). */
  error: string;
  /** What a 404 or an empty answer says. */
  notFound: string;
  skeletons?: number;
  children: (item: T) => ReactNode;
}

export function DetailState<T>({
  query,
  error: errorText,
  notFound: notFoundText,
  skeletons = 2,
  children,
}: DetailStateProps<T>) {
  const { data, isLoading, isError, error, refetch } = query;
  const notFound =
    (isError && (error as { status?: unknown }).status === 404) || (!isLoading && !isError && !data);
  return (
    <ListState
      isLoading={isLoading}
      error={isError && !notFound ? errorText : null}
      isEmpty={notFound}
      emptyText={notFoundText}
      onRetry={() => void refetch()}
      skeletons={skeletons}
    >
      {data ? children(data) : null}
    </ListState>
  );
}
