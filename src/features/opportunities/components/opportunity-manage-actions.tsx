// Edit and Delete on the partner's own opportunities (details page and cards), Take down for an admin on the
// details page (issue 14); a deleted opportunity's page leaves for the opportunities list.
import { useViewer } from '@/hooks/use-viewer';
import { ItemManageActions } from '@/components/ui/item-manage-actions';
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
  return (
    <ItemManageActions
      viewer={useViewer()}
      item={{ type: 'opportunity', id: item.id, title: item.title, authorId: item.author?.id }}
      takeDown={details}
      leaveTo={details ? paths.opportunities : undefined}
      editor={(close) => <EditOpportunityModal show onHide={close} item={item} />}
    />
  );
}
