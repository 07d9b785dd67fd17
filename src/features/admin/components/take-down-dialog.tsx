// Take down a reported item from the queue: a required reason of 10 to 500 characters, with a count. Content is
// removed (kept 30 days for an appeal) and its author mailed the reason; a profile's account is blacklisted.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SubmitButton, TextAreaField } from '@/components/form/fields';
import { FormModal } from '@/components/ui/form-modal';
import {
  ITEM_TYPE_LABELS,
  MODERATION_MESSAGES,
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_MIN,
  TAKE_DOWN_RETENTION_DAYS,
} from '@contract/moderation';
import { useResolveReportMutation, type ReportQueueItem } from '../api/reports-admin-api';
import { takeDownSchema, type TakeDownFormValues } from '../schemas/take-down-schema';

const PROFILE_TYPES = new Set<string>(['creative', 'business', 'partner']);

export function TakeDownDialog({ item, onHide }: { item: ReportQueueItem; onHide: () => void }) {
  const id = useId();
  const [resolveReport] = useResolveReportMutation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TakeDownFormValues>({ resolver: yupResolver(takeDownSchema), defaultValues: { reason: '' } });
  const length = (useWatch({ control, name: 'reason' }) ?? '').trim().length;
  const label = ITEM_TYPE_LABELS[item.item_type];
  const title = item.item_title ?? `this ${label}`;

  const onSubmit = async ({ reason }: TakeDownFormValues) => {
    // A refusal is toasted by the error listener (reports-admin-api.ts); the dialog stays open to try again.
    const result = await resolveReport({ id: item.id, itemType: item.item_type, action: 'take_down', reason });
    if ('error' in result && result.error) return;
    toast.success(MODERATION_MESSAGES.takenDown);
    onHide();
  };

  return (
    <FormModal show onHide={onHide} title={`Take down this ${label}`} compact>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={`Take down ${title}`}>
        <p className="text-break">
          {PROFILE_TYPES.has(item.item_type)
            ? `The account “${title}” will be blacklisted and signed out.`
            : `“${title}” will be removed from the portal and kept ${TAKE_DOWN_RETENTION_DAYS} days for an appeal; ${item.author?.name ?? 'its author'} is e-mailed the reason.`}{' '}
          Every open report of it is resolved.
        </p>
        <TextAreaField
          id={`${id}-reason`}
          label="Reason"
          rows={4}
          registration={register('reason')}
          error={errors.reason?.message}
          hint={`${length.toLocaleString('en-NG')} of ${TAKE_DOWN_REASON_MAX} characters (at least ${TAKE_DOWN_REASON_MIN})`}
        />
        <div className="d-flex gap-2 justify-content-end">
          <button type="button" className="btn btn-light border" onClick={onHide}>
            Cancel
          </button>
          <SubmitButton className="btn btn-danger" pending={isSubmitting} pendingText="Taking down…">
            Take down
          </SubmitButton>
        </div>
      </form>
    </FormModal>
  );
}
