// A message to a member through the portal (lazy): the product enquiry (issue 13) and the profile's Contact (issue
// 31) are this one dialog: a message, the sender's name and a phone number or e-mail, with the rules of
// src/lib/enquiry-form-schema.ts. The caller names the recipient in the title and intro, and sends the values;
// the portal mails them, and the recipient's address is never shown.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { ServerErrorText, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { FormModal } from '@/components/ui/form-modal';
import { SentNotice } from '@/components/ui/sent-notice';
import { useServerError } from '@/hooks/use-server-error';
import { useT } from '@/i18n/use-t';
import type { EnquiryFormSchema, EnquiryFormValues } from '@/lib/enquiry-form-schema';
import { ENQUIRY_MESSAGE_MAX, ENQUIRY_NAME_MAX } from '@contract/enquiries';

export interface MessageDialogProps {
  show: boolean;
  onHide: () => void;
  title: string;
  /** The form's accessible name. */
  formLabel: string;
  /** Who gets the message and how they answer, above the fields. */
  intro: string;
  submitText: string;
  /** The server error shown when the call fails without a message of its own. */
  errorFallback: string;
  schema: EnquiryFormSchema;
  initialMessage?: string;
  /** The sender's name and contact from their own profile, filled into the fields still empty (both stay editable). */
  prefill?: Pick<EnquiryFormValues, 'name' | 'contact'>;
  compact?: boolean;
  /** Sends the values; answers the confirmation to show. */
  send: (values: EnquiryFormValues) => Promise<string>;
}

export function MessageDialog({
  show,
  onHide,
  title,
  formLabel,
  intro,
  submitText,
  errorFallback,
  schema,
  initialMessage = '',
  prefill,
  compact,
  send,
}: MessageDialogProps) {
  const id = useId();
  const { t } = useT();
  const [sent, setSent] = useState<string | null>(null);
  const { serverError, clearServerError, guard } = useServerError(errorFallback);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<EnquiryFormValues>({
    resolver: yupResolver(schema),
    defaultValues: { message: initialMessage, name: '', contact: '' },
  });

  useEffect(() => {
    if (!prefill) return;
    // Only into empty fields: what the sender has typed already is theirs.
    for (const field of ['name', 'contact'] as const)
      if (prefill[field] && !getValues(field)) setValue(field, prefill[field]);
  }, [prefill, getValues, setValue]);

  const onSubmit = guard(async (values: EnquiryFormValues) => {
    setSent(await send(values));
    reset();
  });

  const close = () => {
    setSent(null);
    clearServerError();
    onHide();
  };

  return (
    <FormModal show={show} onHide={close} title={title} compact={compact}>
      {sent ? (
        <SentNotice message={sent} onDone={close} />
      ) : (
        <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={formLabel}>
          <ErrorSummary errors={errors} idOf={(name) => `${id}-${name}`} attempt={submitCount} />
          <p className="text-muted small">{intro}</p>
          <TextAreaField
            id={`${id}-message`}
            label={t('Message')}
            rows={4}
            maxLength={ENQUIRY_MESSAGE_MAX}
            registration={register('message')}
            error={errors.message?.message}
          />
          <TextField
            id={`${id}-name`}
            label={t('Your name')}
            autoComplete="name"
            maxLength={ENQUIRY_NAME_MAX}
            registration={register('name')}
            error={errors.name?.message}
          />
          <TextField
            id={`${id}-contact`}
            label={t('Your phone number or e-mail')}
            autoComplete="email"
            hint={t('A Nigerian phone number (0803 123 4567) or an e-mail address.')}
            registration={register('contact')}
            error={errors.contact?.message}
          />
          <ServerErrorText message={serverError} />
          <SubmitButton pending={isSubmitting} pendingText={t('Sending…')}>
            {submitText}
          </SubmitButton>
        </form>
      )}
    </FormModal>
  );
}
