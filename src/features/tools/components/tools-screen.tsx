// The tools listing (spec section 2): search, filters, 9 offers per page, and the partner-only Create Tool card.
import { type FilterGroup } from '@/components/ui/filter-panel';
import { ListSearch } from '@/components/ui/list-search';
import { FilteredLayout, filterOptions, MineToggle, PagedGrid } from '@/components/ui/paged-list';
import { PartnerCreateCard } from '@/components/ui/partner-create-card';
import { SECTORS } from '@contract/sectors';
import { TOOL_PRICES, TOOL_TYPES } from '@contract/options';
import { useListParams } from '@/hooks/use-list-params';
import { useGetToolsQuery } from '../api/tools-api';
import { ToolCard } from './tool-card';

const FILTER_KEYS = ['price', 'type', 'sector', 'view'] as const;

const groups: FilterGroup[] = [
  { key: 'price', label: 'Price', options: filterOptions(TOOL_PRICES) },
  { key: 'type', label: 'Type', options: filterOptions(TOOL_TYPES) },
  { key: 'sector', label: 'Sector', options: SECTORS.map((s) => ({ value: s.name, label: s.name })) },
];

export interface ToolsScreenProps {
  /** The signed-in partner, or null for everyone else. */
  partner: { approved: boolean } | null;
}

export function ToolsScreen({ partner }: ToolsScreenProps) {
  const { page, q, filters, setPage, setSearch, setFilter } = useListParams(FILTER_KEYS);
  // Partners read their own offers from GET /prop/tool (spec section 6); "All offers" switches to the public list.
  const mine = partner !== null && filters.view !== 'all';
  const result = useGetToolsQuery({
    mine,
    page,
    q,
    price: filters.price,
    type: filters.type,
    sector: filters.sector,
  });

  return (
    <FilteredLayout groups={groups} filters={filters} onFilter={setFilter}>
      <ListSearch value={q} onSearch={setSearch} label="Search offers by title" />
      {partner ? (
        <MineToggle mine={mine} noun="offers" onChange={(own) => setFilter('view', own ? '' : 'all')} />
      ) : null}
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 mb-3">
        {partner ? (
          <div className="col">
            <PartnerCreateCard
              label="Create Tool"
              approved={partner.approved}
              loadModal={() => import('./create-tool-modal').then((m) => ({ default: m.CreateToolModal }))}
            />
          </div>
        ) : null}
      </div>
      <PagedGrid
        result={result}
        page={page}
        onPageChange={setPage}
        columns="row-cols-1 row-cols-sm-2 row-cols-lg-3"
        listLabel="Offers"
        pagesLabel="Offers pages"
        emptyText="No Offers found"
        skeletons={6}
        renderItem={(tool, index) => <ToolCard tool={tool} eager={index < 3} />}
      />
    </FilteredLayout>
  );
}
