// The parts of a paged content list: a filter sidebar layout, the My/All toggle for partners, and the grid with
// its loading, error and empty states and pagination.
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import type { ListPage } from '@/lib/list-response';
import { FilterPanel, type FilterGroup } from './filter-panel';
import { ListState } from './list-state';
import { Pagination } from './pagination';

/**
 * The filters of the URL that a group offers. Any other value (an old link's `timing=part-time`, a hand-typed one)
 * counts as All, as the panel shows it, instead of asking the API for a value no item can have.
 */
export function offeredFilters<K extends string>(
  groups: readonly FilterGroup[],
  filters: Record<K, string>,
): Record<K, string> {
  const offered = { ...filters };
  for (const group of groups) {
    const key = group.key as K;
    if (key in offered && !group.options.some((option) => option.value === offered[key])) offered[key] = '';
  }
  return offered;
}

export interface FilteredLayoutProps<K extends string> {
  groups: readonly FilterGroup[];
  filters: Record<K, string>;
  onFilter: (key: K, value: string) => void;
  children: ReactNode;
}

/** The filter panel in a side column (stacked on small screens) beside the list. */
export function FilteredLayout<K extends string>({
  groups,
  filters,
  onFilter,
  children,
}: FilteredLayoutProps<K>) {
  return (
    <div className="row g-4">
      <div className="col-md-3">
        <FilterPanel groups={groups} values={filters} onChange={(key, value) => onFilter(key as K, value)} />
      </div>
      <div className="col-md-9">{children}</div>
    </div>
  );
}

/** A partner's switch between their own items ("My offers") and everyone's ("All offers"). */
export function MineToggle({
  mine,
  noun,
  onChange,
}: {
  mine: boolean;
  noun: string;
  onChange: (mine: boolean) => void;
}) {
  const { t } = useT();
  const choice = (value: boolean, text: string) => (
    <button
      type="button"
      className={`btn ${mine === value ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={mine === value}
      onClick={() => onChange(value)}
    >
      {text}
    </button>
  );
  return (
    <div className="btn-group mb-3" role="group" aria-label={t('Which {{items}}', { items: noun })}>
      {choice(true, t('My {{items}}', { items: noun }))}
      {choice(false, t('All {{items}}', { items: noun }))}
    </div>
  );
}

/** An RTK Query result of a ListPage. */
export interface PagedResult<T> {
  data?: ListPage<T>;
  isFetching: boolean;
  isLoading?: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface PagedStateProps<T> {
  result: PagedResult<T>;
  page: number;
  onPageChange: (page: number) => void;
  pagesLabel: string;
  emptyText: string;
  errorText: string;
  skeletons?: number;
  /** The page's items, as the list shows them. */
  children: (items: T[]) => ReactNode;
}

/** One page of a paged list in its loading, error and empty states, with the pagination under it. */
export function PagedState<T>({
  result: { data, isFetching, isLoading = false, isError, refetch },
  page,
  onPageChange,
  pagesLabel,
  emptyText,
  errorText,
  skeletons,
  children,
}: PagedStateProps<T>) {
  const items = data?.items ?? [];
  return (
    <ListState
      isLoading={isLoading || (isFetching && !data)}
      error={isError ? errorText : null}
      isEmpty={items.length === 0}
      emptyText={emptyText}
      onRetry={() => void refetch()}
      skeletons={skeletons}
    >
      {children(items)}
      <Pagination
        page={data?.meta.page ?? page}
        pageCount={data?.meta.pages ?? 1}
        onChange={onPageChange}
        label={pagesLabel}
      />
    </ListState>
  );
}

export interface PagedGridProps<T extends { id: number | string }> extends Omit<
  PagedStateProps<T>,
  'errorText' | 'children'
> {
  result: PagedResult<T> & { isLoading: boolean };
  /** The grid's classes, e.g. 'row-cols-1 row-cols-sm-2 row-cols-lg-3'. */
  columns: string;
  listLabel: string;
  skeletons: number;
  renderItem: (item: T, index: number) => ReactNode;
}

export function PagedGrid<T extends { id: number | string }>({
  columns,
  listLabel,
  renderItem,
  ...state
}: PagedGridProps<T>) {
  return (
    <PagedState {...state} errorText="Something went wrong">
      {(items) => (
        <ul
          className={`row ${columns} g-3 list-unstyled`}
          aria-label={listLabel}
          aria-busy={state.result.isFetching}
        >
          {items.map((item, index) => (
            <li className="col" key={item.id}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      )}
    </PagedState>
  );
}
