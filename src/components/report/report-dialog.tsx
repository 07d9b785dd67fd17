// The report dialog (lazy; issue 14): why the item is wrong (one of the six reasons, required) and optional details
// up to 1,000 characters with a running count, sent to POST /prop/reports. It thanks the reporter, also for a repeat
// report; a refusal (their own item, 20 reports a day, an item gone meanwhile) shows inside the dialog.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as yup from 'yup';
import { ErrorSummary } from '@/components/form/error-summary';
import { ServerErrorText, SubmitButton } from '@/components/form/fields';
import { FieldError } from '@/components/form/field-error';
import { FormModal } from '@/components/ui/form-modal';
import { SentNotice } from '@/components/ui/sent-notice';
import { useServerError } from '@/hooks/use-server-error';
import { useReportItemMutation } from '@/lib/reports-api';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import {
  ITEM_TYPE_LABELS,
  MODERATION_MESSAGES,
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportItemType,
  type ReportReason,
} from '@contract/moderation';

export const reportSchema = yup.object({
  reason: yup
    .mixed<ReportReason>()
    .oneOf(REPORT_REASONS, MODERATION_MESSAGES.reportReason)
    .required(MODERATION_MESSAGES.reportReason),
  details: yup.string().trim().max(REPORT_DETAILS_MAX, MODERATION_MESSAGES.reportDetails).default(''),
});

export type ReportFormValues = yup.InferType<typeof reportSchema>;

export interface ReportTarget {
  itemType: ReportItemType;
  itemId: number;
  /** The item's title or the profile's name, shown so the reporter knows what they report. */
  title: string;
}

export interface ReportDialogProps extends ReportTarget {
  show: boolean;
  onHide: () => void;
}

export function ReportDialog({ itemType, itemId, title, show, onHide }: ReportDialogProps) {
  const id = useId();
  const [reportItem] = useReportItemMutation();
  const [thanked, setThanked] = useState(false);
  const { serverError, clearServerError, guard } = useServerError(
    msg('Your report could not be sent. Please try again.'),
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ReportFormValues>({
    resolver: yupResolver(reportSchema),
    defaultValues: { details: '' },
  });
  const detailsLength = (useWatch({ control, name: 'details' }) ?? '').length;
  const { t, translate } = useT();
  const label = translate(ITEM_TYPE_LABELS[itemType]);

  const onSubmit = guard(async ({ reason, details }: ReportFormValues) => {
    const text = details.trim();
    await reportItem({
      item_type: itemType,
      item_id: itemId,
      reason,
      ...(text ? { details: text } : {}),
    }).unwrap();
    setThanked(true);
  });

  const close = () => {
    clearServerError();
    onHide();
  };

  const reasonError = errors.reason?.message;
  const detailsError = errors.details?.message;
  const detailsDescribedBy = [detailsError ? `${id}-details-error` : null, `${id}-details-hint`]
    .filter(Boolean)
    .join(' ');

  return (
    <FormModal show={show} onHide={close} title={t('Report this {{label}}', { label })} compact>
      {thanked ? (
        <SentNotice message={translate(MODERATION_MESSAGES.reportThanks)} onDone={close} />
      ) : (
        <form
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          noValidate
          aria-label={t('Report {{title}}', { title })}
        >
          <ErrorSummary
            errors={errors}
            // The reason links to its first radio (GOV.UK's rule for a group); the details to the text area.
            idOf={(name) => (name === 'reason' ? `${id}-reason-${REPORT_REASONS[0]}` : `${id}-${name}`)}
            attempt={submitCount}
          />
          <p className="text-muted small text-break">
            {t('You are reporting the {{label}} “{{title}}”.', { label, title })}
          </p>
          <fieldset className="mb-3" aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
            <legend className="form-label fs-6">{t('Reason')}</legend>
            {REPORT_REASONS.map((reason) => (
              <div className="form-check" key={reason}>
                <input
                  type="radio"
                  id={`${id}-reason-${reason}`}
                  className={`form-check-input${reasonError ? ' is-invalid' : ''}`}
                  value={reason}
                  aria-invalid={reasonError ? true : undefined}
                  {...register('reason')}
                />
                <label className="form-check-label" htmlFor={`${id}-reason-${reason}`}>
                  {translate(REPORT_REASON_LABELS[reason])}
                </label>
              </div>
            ))}
            <FieldError id={`${id}-reason`} message={reasonError} />
          </fieldset>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-details`}>
              {t('Details (optional)')}
            </label>
            <textarea
              id={`${id}-details`}
              rows={4}
              className={`form-control${detailsError ? ' is-invalid' : ''}`}
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={detailsDescribedBy}
              {...register('details')}
            />
            {/* Not maxLength: a longer paste is kept and the count and message say by how much it is over. */}
            <div
              id={`${id}-details-hint`}
              className={`form-text${detailsLength > REPORT_DETAILS_MAX ? ' text-danger' : ''}`}
            >
              {t('{{count}} of {{max}} characters', { count: detailsLength, max: REPORT_DETAILS_MAX })}
            </div>
            <FieldError id={`${id}-details`} message={detailsError} />
          </div>
          <ServerErrorText message={serverError} />
          <SubmitButton pending={isSubmitting} pendingText={t('Sending…')}>
            {t('Send report')}
          </SubmitButton>
        </form>
      )}
    </FormModal>
  );
}
