// The opportunity list (spec section 2): search, filters, 4 per page, the partner-only Create a Opportunity card.
import { FilteredLayout, offeredFilters, PagedGrid } from '@/components/ui/paged-list';
import { PartnerListTop } from '@/components/ui/partner-list-top';
import { usePartnerListParams } from '@/hooks/use-list-params';
import { useGetOpportunitiesQuery } from '../api/opportunities-api';
import { OpportunityCard } from './opportunity-card';
import { OPPORTUNITY_CHOICE_GROUPS as groups } from './opportunity-choices';

const FILTER_KEYS = groups.map((group) => group.key);

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
