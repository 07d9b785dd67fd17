// Take down a reported item from the queue (PATCH take_down): the shared reason dialog, saying what follows. Content
// is removed (kept 30 days for an appeal) and its author mailed the reason; a profile's account is blacklisted.
import { TakeDownDialog } from '@/components/ui/take-down-dialog';
import { ITEM_TYPE_LABELS, TAKE_DOWN_RETENTION_DAYS } from '@contract/moderation';
import { useResolveReportMutation, type ReportQueueItem } from '../api/reports-admin-api';

const PROFILE_TYPES = new Set<string>(['creative', 'business', 'partner']);

export function QueueTakeDownDialog({ item, onHide }: { item: ReportQueueItem; onHide: () => void }) {
  const [resolveReport] = useResolveReportMutation();
  const label = ITEM_TYPE_LABELS[item.item_type];
  const title = item.item_title ?? `this ${label}`;
  const onTakeDown = async (reason: string) => {
    const result = await resolveReport({
      id: item.id,
      itemType: item.item_type,
      action: 'take_down',
      reason,
    });
    return !('error' in result && result.error);
  };

  return (
    <TakeDownDialog
      title={`Take down this ${label}`}
      formLabel={`Take down ${title}`}
      onTakeDown={onTakeDown}
      onCancel={onHide}
      onDone={onHide}
    >
      <p className="mb-0">
        {PROFILE_TYPES.has(item.item_type)
          ? `The account “${title}” will be blacklisted and signed out.`
          : `“${title}” will be removed from the portal and kept ${TAKE_DOWN_RETENTION_DAYS} days for an appeal; ${item.author?.name ?? 'its author'} is e-mailed the reason.`}{' '}
        Every open report of it is resolved.
      </p>
    </TakeDownDialog>
  );
}
