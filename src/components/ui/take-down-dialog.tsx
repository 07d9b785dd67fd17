// An admin's take-down: a required reason of 10 to 500 characters (it is mailed to the author), with a count. One
// dialog for both places an admin takes something down: the item's own page (DELETE with the reason) and the reports
// queue (PATCH take_down). The caller says what happens and sends the reason.
import { yupResolver } from '@hookform/resolvers/yup';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import * as yup from 'yup';
import { CancelAndSubmit, TextAreaField } from '@/components/form/fields';
import { FormModal } from '@/components/ui/form-modal';
import { translate } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { MODERATION_MESSAGES, TAKE_DOWN_REASON_MAX, TAKE_DOWN_REASON_MIN } from '@contract/moderation';

export const takeDownSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(MODERATION_MESSAGES.takeDownReason)
    .min(TAKE_DOWN_REASON_MIN, MODERATION_MESSAGES.takeDownReason)
    .max(TAKE_DOWN_REASON_MAX, MODERATION_MESSAGES.takeDownReason),
});

export interface TakeDownDialogProps {
  title: string;
  /** What the take-down does, in a sentence or two. */
  children: ReactNode;
  /** The form's accessible name. */
  formLabel: string;
  /** Sends the reason; true when it succeeded (a refusal is toasted by the endpoint's registered texts). */
  onTakeDown: (reason: string) => Promise<boolean>;
  onCancel: () => void;
  onDone: () => void;
}

export function TakeDownDialog({
  title,
  children,
  formLabel,
  onTakeDown,
  onCancel,
  onDone,
}: TakeDownDialogProps) {
  const { register, handleSubmit, control, formState } = useForm({
    resolver: yupResolver(takeDownSchema),
    defaultValues: { reason: '' },
  });
  const { t } = useT();
  const count = (useWatch({ control, name: 'reason' }) ?? '').trim().length;

  async function submit({ reason }: { reason: string }) {
    if (!(await onTakeDown(reason))) return; // the dialog stays open to try again
    toast.success(translate(MODERATION_MESSAGES.takenDown));
    onDone();
  }

  return (
    <FormModal show onHide={onCancel} title={title} compact>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label={formLabel}>
        <div className="text-break mb-3">{children}</div>
        <TextAreaField
          label={t('Reason')}
          rows={4}
          maxLength={TAKE_DOWN_REASON_MAX}
          hint={t('{{count}} of {{max}} characters (at least {{min}})', {
            count,
            max: TAKE_DOWN_REASON_MAX,
            min: TAKE_DOWN_REASON_MIN,
          })}
          registration={register('reason')}
          error={formState.errors.reason?.message}
        />
        <div className="d-flex gap-2 justify-content-end">
          <CancelAndSubmit
            onCancel={onCancel}
            cancelText={t('Cancel')}
            className="btn btn-danger"
            pending={formState.isSubmitting}
            pendingText={t('Taking down…')}
          >
            {t('Take down')}
          </CancelAndSubmit>
        </div>
      </form>
    </FormModal>
  );
}
