// The create-proposal modal (lazy): every field checked, documents JPEG, PNG or PDF; proposals are sample data,
// so nothing is saved, and the user is told so.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import { FormAlerts, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { PROPOSAL_STATUS_TEXT, PROPOSAL_STATUSES } from '../data/sample-proposals';
import { createProposalSchema, REQUIRED, type CreateProposalValues } from '../schemas/create-proposal-schema';

export const NOT_SAVED = msg(
  'Your proposal is complete, but it was not saved: proposals are sample data on this portal for now.',
);

const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export function CreateProposalModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useT('proposals');
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<CreateProposalValues>({ resolver: yupResolver(createProposalSchema) });
  const binding = useFieldBinding(register, errors, { required: REQUIRED });
  const file = (name: 'coverLetterFile' | 'cac' | 'approvalLetter', label: string) => (
    <TextField
      {...binding.field(name)}
      label={label}
      className="col-sm-4 mb-3"
      type="file"
      accept={DOCUMENT_ACCEPT}
    />
  );

  function close() {
    setDone(false);
    reset();
    onHide();
  }

  return (
    <Modal show={show} onHide={close} centered size="lg" aria-labelledby={`${binding.id}-heading`}>
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={`${binding.id}-heading`}>{t('Create a Proposal')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {done ? (
          <div role="status">
            <p>{t(NOT_SAVED)}</p>
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('Close')}
            </button>
          </div>
        ) : (
          <form onSubmit={handleSubmit(() => setDone(true))} noValidate>
            <ErrorSummary errors={errors} idOf={binding.idOf} shown={binding.shown} attempt={submitCount} />
            <FormAlerts missing={binding.missing} requiredText={REQUIRED} />
            <TextField {...binding.field('title')} label={t('Title')} />
            <div className="row">
              <TextField {...binding.field('host')} label={t('Host')} className="col-sm-6 mb-3" />
              <TextField {...binding.field('date')} label={t('Date')} className="col-sm-3 mb-3" type="date" />
              <SelectField
                {...binding.field('status')}
                label={t('Status')}
                className="col-sm-3 mb-3"
                placeholder={t('Choose')}
                options={PROPOSAL_STATUSES.map((value) => ({ value, label: t(PROPOSAL_STATUS_TEXT[value]) }))}
              />
            </div>
            <TextAreaField {...binding.field('coverLetter')} label={t('Cover letter')} rows={4} />
            <div className="row">
              {file('coverLetterFile', t('Cover Letter'))}
              {file('cac', 'CAC')}
              {file('approvalLetter', t('Approval Letter'))}
            </div>
            <SubmitButton>{t('Submit proposal')}</SubmitButton>
          </form>
        )}
      </Modal.Body>
    </Modal>
  );
}
