// A list partners add to (tools, opportunities, training): the search, the partner's My/All toggle and create card
// (PartnerListTop), then the paged grid. Each feature gives its query's result, its words and its card.
import type { ReactNode } from 'react';
import { PagedGrid, type PagedGridProps } from './paged-list';
import { PartnerListTop, type PartnerListTopProps } from './partner-list-top';

/** What a feature's list is: its grid, its words and its card (a module-level constant in the feature). */
export interface PartnerListKind<T extends { id: number | string }> {
  /** The grid's column classes, shared by the create card's row and the list. */
  columns: string;
  skeletons: number;
  /** The list's words in English, marked with msg() in the feature and shown through its t; `mineNoun` only where
   *  the list has the My/All toggle. */
  texts: { search: string; mineNoun?: string; create: string; list: string; pages: string; empty: string };
  loadModal: PartnerListTopProps['loadModal'];
  renderItem: (item: T, index: number) => ReactNode;
}

export interface PartnerListScreenProps<T extends { id: number | string }> {
  kind: PartnerListKind<T>;
  /** The URL's list state (useListParams, or usePartnerListParams where a partner reads their own first). */
  list: {
    page: number;
    q: string;
    setPage: (page: number) => void;
    setSearch: (q: string) => void;
    mine?: boolean;
    setMine?: (mine: boolean) => void;
  };
  partner: PartnerListTopProps['partner'];
  result: PagedGridProps<T>['result'];
  /** The feature's t (its catalogue), which shows the kind's texts in the portal's language. */
  t: (text: string) => string;
}

export function PartnerListScreen<T extends { id: number | string }>({
  kind: { columns, skeletons, texts, loadModal, renderItem },
  list,
  partner,
  result,
  t,
}: PartnerListScreenProps<T>) {
  const { mine, setMine } = list;
  return (
    <>
      <PartnerListTop
        search={{ value: list.q, onSearch: list.setSearch, label: t(texts.search) }}
        partner={partner}
        mineToggle={
          texts.mineNoun !== undefined && mine !== undefined && setMine
            ? { mine, noun: t(texts.mineNoun), onChange: setMine }
            : undefined
        }
        columns={columns}
        createLabel={t(texts.create)}
        loadModal={loadModal}
      />
      <PagedGrid
        result={result}
        page={list.page}
        onPageChange={list.setPage}
        columns={columns}
        listLabel={t(texts.list)}
        pagesLabel={t(texts.pages)}
        emptyText={t(texts.empty)}
        skeletons={skeletons}
        renderItem={renderItem}
      />
    </>
  );
}
