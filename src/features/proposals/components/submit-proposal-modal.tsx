// Submit a proposal to a call (issue 32; lazy): the spec's form, every field required, one JPEG, PNG or PDF file per
// document the call requires; sent as multipart/form-data (title, coverLetter, a file part per document named by it:
// a third fewer bytes than the spec's base64 shape, which the server also takes). The answer's status is PENDING; the applicant is mailed. Given a `proposal`, the same
// form edits it (PUT /prop/proposal/{id}): filled in, and a document left empty keeps the one sent before.
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ErrorSummary } from '@/components/form/error-summary';
import { FormAlerts, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import {
  proposalForm,
  useEditProposalMutation,
  useSubmitProposalMutation,
  type Call,
  type Proposal,
} from '../api/calls-api';
import {
  documentField,
  REQUIRED,
  submitProposalSchema,
  type SubmitProposalValues,
} from '../schemas/submit-proposal-schema';

const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export interface SubmitProposalModalProps {
  /** The call to send a proposal to (its id and required documents). */
  call: Pick<Call, 'id' | 'title' | 'documents_required'>;
  /** The proposal to edit; none to send a new one. */
  proposal?: Proposal;
  show: boolean;
  onHide: () => void;
}

export function SubmitProposalModal({ call, proposal, show, onHide }: SubmitProposalModalProps) {
  const { t } = useT('proposals');
  const [submit] = useSubmitProposalMutation();
  const [edit] = useEditProposalMutation();
  const { serverError, guard } = useServerError(msg('Something went wrong'));
  const editing = proposal !== undefined;
  const schema = useMemo(
    () => submitProposalSchema(call.documents_required.length, editing),
    [call, editing],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SubmitProposalValues>({
    // The fields depend on the call (one per required document), so the schema is built at run time.
    resolver: yupResolver(schema) as unknown as Resolver<SubmitProposalValues>,
    defaultValues: proposal ? { title: proposal.title, coverLetter: proposal.coverLetter } : undefined,
  });
  const binding = useFieldBinding(register, errors, { required: REQUIRED });

  const onSubmit = guard(async (values: SubmitProposalValues) => {
    const chosen = call.documents_required.flatMap((name, index) => {
      const file = (values[documentField(index)] as FileList | undefined)?.[0];
      return file ? [{ name, file }] : [];
    });
    const body = proposalForm({ title: values.title, coverLetter: values.coverLetter }, chosen);
    if (proposal) {
      await edit({ id: proposal.id, body }).unwrap();
      toast.success(t('Your proposal has been updated.'), { autoClose: 3000 });
    } else {
      await submit({ callId: call.id, body }).unwrap();
      toast.success(t('Your proposal has been sent.'), { autoClose: 3000 });
    }
    onHide();
  });

  return (
    <FormModal show={show} onHide={onHide} title={editing ? t('Edit your proposal') : t('Create a Proposal')}>
      <p className="text-muted">{call.title}</p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <ErrorSummary errors={errors} idOf={binding.idOf} shown={binding.shown} attempt={submitCount} />
        <FormAlerts missing={binding.missing} requiredText={REQUIRED} serverError={serverError} />
        <TextField {...binding.field('title')} label={t('Title')} />
        <TextAreaField {...binding.field('coverLetter')} label={t('Cover letter')} rows={5} />
        {call.documents_required.map((name, index) => (
          <TextField
            key={name}
            {...binding.field(documentField(index))}
            label={name}
            hint={editing ? t('Leave empty to keep the document you sent.') : undefined}
            type="file"
            accept={DOCUMENT_ACCEPT}
          />
        ))}
        <SubmitButton pending={isSubmitting} pendingText={t('Sending…')}>
          {editing ? t('Save changes') : t('Submit proposal')}
        </SubmitButton>
      </form>
    </FormModal>
  );
}
