// The opportunity list (spec section 2): search, filters, 4 per page, the partner-only Create a Opportunity card.
import { type FilterGroup } from '@/components/ui/filter-panel';
import { ListSearch } from '@/components/ui/list-search';
import { FilteredLayout, filterOptions, MineToggle, PagedGrid } from '@/components/ui/paged-list';
import { PartnerCreateCard } from '@/components/ui/partner-create-card';
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMING_FILTERS } from '@contract/options';
import { useListParams } from '@/hooks/use-list-params';
import { useGetOpportunitiesQuery } from '../api/opportunities-api';
import { OpportunityCard } from './opportunity-card';

const FILTER_KEYS = ['location', 'timing', 'level', 'view'] as const;

const groups: FilterGroup[] = [
  { key: 'location', label: 'Location', options: filterOptions(OPPORTUNITY_LOCATIONS) },
  { key: 'timing', label: 'Timing', options: filterOptions(OPPORTUNITY_TIMING_FILTERS) },
  { key: 'level', label: 'Level', options: filterOptions(OPPORTUNITY_LEVELS) },
];

export function OpportunitiesScreen({ partner }: { partner: { approved: boolean } | null }) {
  const { page, q, filters, setPage, setSearch, setFilter } = useListParams(FILTER_KEYS);
  // Partners read their own from GET prop/opportunity (spec section 6); "All opportunities" shows the public list.
  const mine = partner !== null && filters.view !== 'all';
  const result = useGetOpportunitiesQuery({
    mine,
    page,
    q,
    location: filters.location,
    timing: filters.timing,
    level: filters.level,
  });

  return (
    <FilteredLayout groups={groups} filters={filters} onFilter={setFilter}>
      <ListSearch value={q} onSearch={setSearch} label="Search opportunities by title" />
      {partner ? (
        <>
          <MineToggle
            mine={mine}
            noun="opportunities"
            onChange={(own) => setFilter('view', own ? '' : 'all')}
          />
          <div className="row row-cols-1 row-cols-sm-2 g-3 mb-3">
            <div className="col">
              <PartnerCreateCard
                label="Create a Opportunity"
                approved={partner.approved}
                loadModal={() =>
                  import('./create-opportunity-modal').then((m) => ({ default: m.CreateOpportunityModal }))
                }
              />
            </div>
          </div>
        </>
      ) : null}
      <PagedGrid
        result={result}
        page={page}
        onPageChange={setPage}
        columns="row-cols-1 row-cols-sm-2"
        listLabel="Opportunities"
        pagesLabel="Opportunities pages"
        emptyText="Opportunity not found"
        skeletons={4}
        renderItem={(item, index) => <OpportunityCard item={item} eager={index < 2} />}
      />
    </FilteredLayout>
  );
}
