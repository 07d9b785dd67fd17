// Take down a reported item from the queue (PATCH take_down): the shared reason dialog, saying what follows. Content
// is removed (kept 30 days for an appeal) and its author mailed the reason; a profile's account is blacklisted.
import { TakeDownDialog } from '@/components/ui/take-down-dialog';
import { useT } from '@/i18n/use-t';
import { ITEM_TYPE_LABELS, TAKE_DOWN_RETENTION_DAYS } from '@contract/moderation';
import { useResolveReportMutation, type ReportQueueItem } from '../api/reports-admin-api';

const PROFILE_TYPES = new Set<string>(['creative', 'business', 'partner']);

export function QueueTakeDownDialog({ item, onHide }: { item: ReportQueueItem; onHide: () => void }) {
  const { t } = useT('admin');
  const [resolveReport] = useResolveReportMutation();
  // The item's word (admin-texts.ts marks ITEM_TYPE_LABELS).
  const label = t(ITEM_TYPE_LABELS[item.item_type]);
  const title = item.item_title ?? t('this {{item}}', { item: label });
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
      title={t('Take down this {{item}}', { item: label })}
      formLabel={t('Take down {{title}}', { title })}
      onTakeDown={onTakeDown}
      onCancel={onHide}
      onDone={onHide}
    >
      <p className="mb-0">
        {PROFILE_TYPES.has(item.item_type)
          ? t('The account “{{title}}” will be blacklisted and signed out.', { title })
          : t(
              '“{{title}}” will be removed from the portal and kept {{days}} days for an appeal; {{author}} is e-mailed the reason.',
              {
                title,
                days: TAKE_DOWN_RETENTION_DAYS,
                author: item.author?.name ?? t('its author'),
              },
            )}{' '}
        {t('Every open report of it is resolved.')}
      </p>
    </TakeDownDialog>
  );
}
