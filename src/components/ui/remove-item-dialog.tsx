// The dialogs behind Delete (the author: a confirmation naming the item) and Take down (an admin: a required reason
// of 10 to 500 characters, mailed to the author), both calling DELETE /prop/{type}/{id} (lib/manage-api.ts). Lazy:
// loaded when one of them is first opened. A failure toasts through the endpoint's registered texts.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import { toast } from 'react-toastify';
import * as yup from 'yup';
import { SubmitButton, TextAreaField } from '@/components/form/fields';
import { useRemoveItemMutation } from '@/lib/manage-api';
import {
  ITEM_TYPE_LABELS,
  MODERATION_MESSAGES,
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_MIN,
} from '@contract/moderation';
import { ConfirmDialog } from './confirm-dialog';
import type { ManagedItem } from './item-manage-actions';

export const takeDownSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(MODERATION_MESSAGES.takeDownReason)
    .min(TAKE_DOWN_REASON_MIN, MODERATION_MESSAGES.takeDownReason)
    .max(TAKE_DOWN_REASON_MAX, MODERATION_MESSAGES.takeDownReason),
});

export interface RemoveItemDialogProps {
  item: ManagedItem;
  /** An admin's take-down (with a reason) rather than the author's delete. */
  takeDown: boolean;
  onCancel: () => void;
  onRemoved: () => void;
}

function TakeDownDialog({ item, onCancel, onRemoved }: Omit<RemoveItemDialogProps, 'takeDown'>) {
  const id = useId();
  const [removeItem] = useRemoveItemMutation();
  const { register, handleSubmit, control, formState } = useForm({
    resolver: yupResolver(takeDownSchema),
    defaultValues: { reason: '' },
  });
  const count = useWatch({ control, name: 'reason' }).trim().length;

  async function submit({ reason }: { reason: string }) {
    const result = await removeItem({ itemType: item.type, id: item.id, reason });
    if ('error' in result) return; // toasted by the endpoint's registered texts
    toast.success(MODERATION_MESSAGES.takenDown);
    onRemoved();
  }

  return (
    <Modal show onHide={onCancel} aria-labelledby={`${id}-title`} centered>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={`${id}-title`}>Take down “{item.title}”?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            The {ITEM_TYPE_LABELS[item.type]} is removed for everyone and its author is sent your reason by e-mail.
          </p>
          <TextAreaField
            label="Reason"
            rows={4}
            maxLength={TAKE_DOWN_REASON_MAX}
            hint={`${count} of ${TAKE_DOWN_REASON_MAX} characters (at least ${TAKE_DOWN_REASON_MIN})`}
            registration={register('reason')}
            error={formState.errors.reason?.message}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-light border" onClick={onCancel}>
            Cancel
          </button>
          <SubmitButton pending={formState.isSubmitting} pendingText="Taking down…" className="btn btn-danger">
            Take down
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

function DeleteDialog({ item, onCancel, onRemoved }: Omit<RemoveItemDialogProps, 'takeDown'>) {
  const [removeItem, { isLoading }] = useRemoveItemMutation();
  async function confirm() {
    const result = await removeItem({ itemType: item.type, id: item.id });
    if ('error' in result) return; // toasted by the endpoint's registered texts
    toast.success(MODERATION_MESSAGES.deleted);
    onRemoved();
  }
  return (
    <ConfirmDialog
      show
      title={`Delete “${item.title}”?`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p className="mb-0">This cannot be undone.</p>
    </ConfirmDialog>
  );
}

export function RemoveItemDialog({ takeDown, ...props }: RemoveItemDialogProps) {
  return takeDown ? <TakeDownDialog {...props} /> : <DeleteDialog {...props} />;
}
