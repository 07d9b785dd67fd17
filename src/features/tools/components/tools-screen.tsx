// The tools listing (spec section 2): search, filters, 9 offers per page, and the partner-only Create Tool card.
import { FilteredLayout, offeredFilters } from '@/components/ui/paged-list';
import { PartnerListScreen, type PartnerListKind } from '@/components/ui/partner-list-screen';
import { usePartnerListParams } from '@/hooks/use-list-params';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useGetToolsQuery, type Tool } from '../api/tools-api';
import { ToolCard } from './tool-card';
import { TOOL_CHOICE_GROUPS, useToolChoiceGroups } from './tool-choices';

const FILTER_KEYS = TOOL_CHOICE_GROUPS.map((group) => group.key);

const TOOL_LIST: PartnerListKind<Tool> = {
  columns: 'row-cols-1 row-cols-sm-2 row-cols-lg-3',
  skeletons: 6,
  texts: {
    search: msg('Search offers by title'),
    mineNoun: msg('offers'),
    create: msg('Create Tool'),
    list: msg('Offers'),
    pages: msg('Offers pages'),
    empty: msg('No Offers found'),
  },
  loadModal: () => import('./create-tool-modal').then((m) => ({ default: m.CreateToolModal })),
  renderItem: (tool, index) => <ToolCard tool={tool} eager={index < 3} />,
};

export interface ToolsScreenProps {
  /** The signed-in partner, or null for everyone else. */
  partner: { approved: boolean } | null;
}

export function ToolsScreen({ partner }: ToolsScreenProps) {
  const { t } = useT('tools');
  const groups = useToolChoiceGroups();
  // Partners read their own offers from GET /prop/tool (spec section 6); "All offers" switches to the public list.
  const list = usePartnerListParams(FILTER_KEYS, partner);
  const filters = offeredFilters(groups, list.filters);
  const { price, type, sector } = filters;
  const result = useGetToolsQuery({ mine: list.mine, page: list.page, q: list.q, price, type, sector });

  return (
    <FilteredLayout groups={groups} filters={filters} onFilter={list.setFilter}>
      <PartnerListScreen kind={TOOL_LIST} list={list} partner={partner} result={result} t={t} />
    </FilteredLayout>
  );
}
