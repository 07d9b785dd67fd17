// The profile's Contact dialog (lazy; issue 31): a message, the sender's name and a phone number or e-mail, sent to
// POST /prop/profile/{id}/contact; the portal mails it to the member, whose address is never shown.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { ServerErrorText, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { ENQUIRY_MESSAGE_MAX, ENQUIRY_NAME_MAX } from '@contract/enquiries';
import { useContactMemberMutation } from '../api/profile-api';
import { CONTACT_CONTRACT_TEXTS, contactSchema, type ContactFormValues } from '../schemas/contact-schema';

export interface ContactDialogProps {
  memberId: number;
  memberName: string;
  show: boolean;
  onHide: () => void;
}

export function ContactDialog({ memberId, memberName, show, onHide }: ContactDialogProps) {
  const id = useId();
  const { t, translate } = useT('profile');
  const [contactMember] = useContactMemberMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { serverError, clearServerError, guard } = useServerError(
    msg('Your message could not be sent. Please try again.'),
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactFormValues>({
    resolver: yupResolver(contactSchema),
    defaultValues: { message: '', name: '', contact: '' },
  });

  const onSubmit = guard(async (values: ContactFormValues) => {
    const answer = await contactMember({ memberId, body: values }).unwrap();
    setSent(answer.message ?? translate(CONTACT_CONTRACT_TEXTS.sent));
    reset();
  });

  const close = () => {
    setSent(null);
    clearServerError();
    onHide();
  };

  return (
    <FormModal show={show} onHide={close} title={t('Contact {{name}}', { name: memberName })} compact>
      {sent ? (
        <div className="text-center py-2">
          <p role="status">{sent}</p>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('Done')}
          </button>
        </div>
      ) : (
        <form
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          noValidate
          aria-label={t('Send a message')}
        >
          <ErrorSummary errors={errors} idOf={(name) => `${id}-${name}`} attempt={submitCount} />
          <p className="text-muted small">
            {t(
              '{{name}} gets your message by e-mail and answers you on the phone number or e-mail address you give. Their address is not shown.',
              { name: memberName },
            )}
          </p>
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
            {t('Send message')}
          </SubmitButton>
        </form>
      )}
    </FormModal>
  );
}
