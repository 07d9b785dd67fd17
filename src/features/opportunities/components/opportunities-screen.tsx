// The opportunity list (spec section 2): search, filters, 4 per page, the partner-only Create a Opportunity card.
import { FilteredLayout, offeredFilters, PagedGrid } from '@/components/ui/paged-list';
import { PartnerListTop } from '@/components/ui/partner-list-top';
import { usePartnerListParams } from '@/hooks/use-list-params';
import { useT } from '@/i18n/use-t';
import { useGetOpportunitiesQuery } from '../api/opportunities-api';
import { OpportunityCard } from './opportunity-card';
import { OPPORTUNITY_CHOICE_GROUPS, useOpportunityChoiceGroups } from './opportunity-choices';

const FILTER_KEYS = OPPORTUNITY_CHOICE_GROUPS.map((group) => group.key);

export function OpportunitiesScreen({ partner }: { partner: { approved: boolean } | null }) {
  const { t } = useT('opportunities');
  const groups = useOpportunityChoiceGroups();
  // Partners read their own from GET prop/opportunity (spec section 6); "All opportunities" shows the public list.
  const {
    page,
    q,
    filters: asked,
    setPage,
    setSearch,
    setFilter,
    mine,
    setMine,
  } = usePartnerListParams(FILTER_KEYS, partner);
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
        search={{ value: q, onSearch: setSearch, label: t('Search opportunities by title') }}
        partner={partner}
        mineToggle={{ mine, noun: t('opportunities'), onChange: setMine }}
        columns="row-cols-1 row-cols-sm-2"
        createLabel={t('Create a Opportunity')}
        loadModal={() =>
          import('./create-opportunity-modal').then((m) => ({ default: m.CreateOpportunityModal }))
        }
      />
      <PagedGrid
        result={result}
        page={page}
        onPageChange={setPage}
        columns="row-cols-1 row-cols-sm-2"
        listLabel={t('Opportunities')}
        pagesLabel={t('Opportunities pages')}
        emptyText={t('Opportunity not found')}
        skeletons={4}
        renderItem={(item, index) => <OpportunityCard item={item} eager={index < 2} />}
      />
    </FilteredLayout>
  );
}
