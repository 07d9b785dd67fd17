// A member's own list on the proposals page (My calls, My proposals): loading, an error with Retry, the empty text,
// then one card per item under its title, the item's own lines and buttons below it.
import type { ReactNode } from 'react';
import { ListState } from '@/components/ui/list-state';

interface OwnCardsProps<T> {
  query: { data?: T[]; isFetching: boolean; isError: boolean; refetch: () => unknown };
  /** The list's accessible name. */
  label: string;
  errorText: string;
  emptyText: string;
  /** What a card shows under the item's title. */
  body: (item: T) => ReactNode;
  /** After the list (an edit dialog). */
  children?: ReactNode;
}

export function OwnCards<T extends { id: number; title: string }>({
  query,
  label,
  errorText,
  emptyText,
  body,
  children,
}: OwnCardsProps<T>) {
  const items = query.data ?? [];
  return (
    <ListState
      isLoading={query.isFetching && !query.data}
      error={query.isError ? errorText : null}
      onRetry={() => void query.refetch()}
      isEmpty={items.length === 0}
      emptyText={emptyText}
    >
      <ul className="list-unstyled" aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className="card mb-3">
            <div className="card-body">
              <h2 className="h6 mb-1">{item.title}</h2>
              {body(item)}
            </div>
          </li>
        ))}
      </ul>
      {children}
    </ListState>
  );
}
