// The opportunity list (spec section 2): search, filters, 4 per page, the partner-only Create a Opportunity card.
import { FilteredLayout, offeredFilters } from '@/components/ui/paged-list';
import { PartnerListScreen, type PartnerListKind } from '@/components/ui/partner-list-screen';
import { usePartnerListParams } from '@/hooks/use-list-params';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useGetOpportunitiesQuery, type Opportunity } from '../api/opportunities-api';
import { OpportunityCard } from './opportunity-card';
import { OPPORTUNITY_CHOICE_GROUPS, useOpportunityChoiceGroups } from './opportunity-choices';

const FILTER_KEYS = OPPORTUNITY_CHOICE_GROUPS.map((group) => group.key);

const OPPORTUNITY_LIST: PartnerListKind<Opportunity> = {
  columns: 'row-cols-1 row-cols-sm-2',
  skeletons: 4,
  texts: {
    search: msg('Search opportunities by title'),
    mineNoun: msg('opportunities'),
    create: msg('Create a Opportunity'),
    list: msg('Opportunities'),
    pages: msg('Opportunities pages'),
    empty: msg('Opportunity not found'),
  },
  loadModal: () => import('./create-opportunity-modal').then((m) => ({ default: m.CreateOpportunityModal })),
  renderItem: (item, index) => <OpportunityCard item={item} eager={index < 2} />,
};

export function OpportunitiesScreen({ partner }: { partner: { approved: boolean } | null }) {
  const { t } = useT('opportunities');
  const groups = useOpportunityChoiceGroups();
  // Partners read their own from GET prop/opportunity (spec section 6); "All opportunities" shows the public list.
  const list = usePartnerListParams(FILTER_KEYS, partner);
  const filters = offeredFilters(groups, list.filters);
  const { location, timing, level } = filters;
  const result = useGetOpportunitiesQuery({
    mine: list.mine,
    page: list.page,
    q: list.q,
    location,
    timing,
    level,
  });

  return (
    <FilteredLayout groups={groups} filters={filters} onFilter={list.setFilter}>
      <PartnerListScreen kind={OPPORTUNITY_LIST} list={list} partner={partner} result={result} t={t} />
    </FilteredLayout>
  );
}
