// The tools listing (spec section 2): search, filters, 9 offers per page, and the partner-only Create Tool card.
import { FilteredLayout, offeredFilters, PagedGrid } from '@/components/ui/paged-list';
import { PartnerListTop } from '@/components/ui/partner-list-top';
import { usePartnerListParams } from '@/hooks/use-list-params';
import { useT } from '@/i18n/use-t';
import { useGetToolsQuery } from '../api/tools-api';
import { ToolCard } from './tool-card';
import { TOOL_CHOICE_GROUPS, useToolChoiceGroups } from './tool-choices';

const FILTER_KEYS = TOOL_CHOICE_GROUPS.map((group) => group.key);

export interface ToolsScreenProps {
  /** The signed-in partner, or null for everyone else. */
  partner: { approved: boolean } | null;
}

export function ToolsScreen({ partner }: ToolsScreenProps) {
  const { t } = useT('tools');
  const groups = useToolChoiceGroups();
  // Partners read their own offers from GET /prop/tool (spec section 6); "All offers" switches to the public list.
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
      <PartnerListTop
        search={{ value: q, onSearch: setSearch, label: t('Search offers by title') }}
        partner={partner}
        mineToggle={{ mine, noun: t('offers'), onChange: setMine }}
        columns="row-cols-1 row-cols-sm-2 row-cols-lg-3"
        createLabel={t('Create Tool')}
        loadModal={() => import('./create-tool-modal').then((m) => ({ default: m.CreateToolModal }))}
      />
      <PagedGrid
        result={result}
        page={page}
        onPageChange={setPage}
        columns="row-cols-1 row-cols-sm-2 row-cols-lg-3"
        listLabel={t('Offers')}
        pagesLabel={t('Offers pages')}
        emptyText={t('No Offers found')}
        skeletons={6}
        renderItem={(tool, index) => <ToolCard tool={tool} eager={index < 3} />}
      />
    </FilteredLayout>
  );
}
