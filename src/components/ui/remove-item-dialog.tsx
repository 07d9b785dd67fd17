// The dialogs behind Delete (the author: a confirmation naming the item) and Take down (an admin: a required reason
// of 10 to 500 characters, mailed to the author), both calling DELETE /prop/{type}/{id} (lib/manage-api.ts). Lazy:
// loaded when one of them is first opened. A failure toasts through the endpoint's registered texts.
import { toast } from 'react-toastify';
import { useRemoveItemMutation } from '@/lib/manage-api';
import { ITEM_TYPE_LABELS, MODERATION_MESSAGES } from '@contract/moderation';
import { t, translate } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { ConfirmDialog } from './confirm-dialog';
import { TakeDownDialog } from './take-down-dialog';
import type { ManagedItem } from './managed-item';

export interface RemoveItemDialogProps {
  item: ManagedItem;
  /** An admin's take-down (with a reason) rather than the author's delete. */
  takeDown: boolean;
  onCancel: () => void;
  onRemoved: () => void;
}

function ItemTakeDownDialog({ item, onCancel, onRemoved }: Omit<RemoveItemDialogProps, 'takeDown'>) {
  const [removeItem] = useRemoveItemMutation();
  useT();
  const onTakeDown = async (reason: string) =>
    !('error' in (await removeItem({ itemType: item.type, id: item.id, reason })));
  return (
    <TakeDownDialog
      title={t('Take down “{{title}}”?', { title: item.title })}
      formLabel={t('Take down {{title}}', { title: item.title })}
      onTakeDown={onTakeDown}
      onCancel={onCancel}
      onDone={onRemoved}
    >
      <p className="mb-0">
        {t('The {{label}} is removed for everyone and its author is sent your reason by e-mail.', {
          label: translate(ITEM_TYPE_LABELS[item.type]),
        })}
      </p>
    </TakeDownDialog>
  );
}

function DeleteDialog({ item, onCancel, onRemoved }: Omit<RemoveItemDialogProps, 'takeDown'>) {
  const [removeItem, { isLoading }] = useRemoveItemMutation();
  useT();
  async function confirm() {
    const result = await removeItem({ itemType: item.type, id: item.id });
    if ('error' in result) return; // toasted by the endpoint's registered texts
    toast.success(translate(MODERATION_MESSAGES.deleted));
    onRemoved();
  }
  return (
    <ConfirmDialog
      show
      title={t('Delete “{{title}}”?', { title: item.title })}
      confirmLabel={t('Delete')}
      pendingLabel={t('Deleting…')}
      pending={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p className="mb-0">{t('This cannot be undone.')}</p>
    </ConfirmDialog>
  );
}

export function RemoveItemDialog({ takeDown, ...props }: RemoveItemDialogProps) {
  return takeDown ? <ItemTakeDownDialog {...props} /> : <DeleteDialog {...props} />;
}
