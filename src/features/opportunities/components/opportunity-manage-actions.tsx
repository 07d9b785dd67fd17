// Edit and Delete on the partner's own opportunities (details page and cards), Take down for an admin on the
// details page (issue 14); a deleted opportunity's page leaves for the opportunities list.
import { ListedItemActions } from '@/components/ui/item-manage-actions';
import { paths } from '@/config/paths';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import type { Opportunity } from '../api/opportunities-api';

const EditOpportunityModal = lazyWithStyles(() =>
  import('./create-opportunity-modal').then((module) => ({ default: module.CreateOpportunityModal })),
);

export function OpportunityManageActions({
  item,
  details = false,
}: {
  item: Opportunity;
  details?: boolean;
}) {
  const managed = { type: 'opportunity', id: item.id, title: item.title, authorId: item.author?.id } as const;
  const editor = (close: () => void) => <EditOpportunityModal show onHide={close} item={item} />;
  return <ListedItemActions item={managed} details={details} list={paths.opportunities} editor={editor} />;
}
