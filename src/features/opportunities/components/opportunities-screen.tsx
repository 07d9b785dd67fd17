// The opportunity list (spec section 2): search, filters, 4 per page, the partner-only Create a Opportunity card.
import { type FilterGroup } from '@/components/ui/filter-panel';
import { FilteredLayout, offeredFilters, PagedGrid } from '@/components/ui/paged-list';
import { PartnerListTop } from '@/components/ui/partner-list-top';
import {
  OPPORTUNITY_LEVEL_LABELS,
  OPPORTUNITY_LEVELS,
  OPPORTUNITY_LOCATION_LABELS,
  OPPORTUNITY_LOCATIONS,
  OPPORTUNITY_TIMING_LABELS,
  OPPORTUNITY_TIMINGS,
  optionChoices,
} from '@contract/options';
import { usePartnerListParams } from '@/hooks/use-list-params';
import { useGetOpportunitiesQuery } from '../api/opportunities-api';
import { OpportunityCard } from './opportunity-card';

const FILTER_KEYS = ['location', 'timing', 'level'] as const;

const groups: FilterGroup[] = [
  { key: 'location', label: 'Location', options: optionChoices(OPPORTUNITY_LOCATIONS, OPPORTUNITY_LOCATION_LABELS) },
  // The timings an opportunity can have (the create form's), not the spec filter's part-time: docs/content.md.
  { key: 'timing', label: 'Timing', options: optionChoices(OPPORTUNITY_TIMINGS, OPPORTUNITY_TIMING_LABELS) },
  { key: 'level', label: 'Level', options: optionChoices(OPPORTUNITY_LEVELS, OPPORTUNITY_LEVEL_LABELS) },
];

export function OpportunitiesScreen({ partner }: { partner: { approved: boolean } | null }) {
  // Partners read their own from GET prop/opportunity (spec section 6); "All opportunities" shows the public list.
  const { page, q, filters: asked, setPage, setSearch, setFilter, mine, setMine } = usePartnerListParams(
    FILTER_KEYS,
    partner,
  );
  const filters = offeredFilters(groups, asked);
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
      <PartnerListTop
        search={{ value: q, onSearch: setSearch, label: 'Search opportunities by title' }}
        partner={partner}
        mineToggle={{ mine, noun: 'opportunities', onChange: setMine }}
        columns="row-cols-1 row-cols-sm-2"
        createLabel="Create a Opportunity"
        loadModal={() =>
          import('./create-opportunity-modal').then((m) => ({ default: m.CreateOpportunityModal }))
        }
      />
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
