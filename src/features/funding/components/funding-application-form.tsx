// The portal's own funding application (issue 13): the applicant's details come from their profile (shown, not
// typed), then the amount in naira, its purpose, the programme and up to 5 supporting documents (PDF or images).
// The documents go first, one request each (POST /prop/funding/document), then the application with their ids.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { ProfileKind } from '@contract/accounts';
import {
  formatNaira,
  FUNDING_DOCUMENT_TYPES,
  FUNDING_DOCUMENTS_MAX,
  FUNDING_PROGRAMME_LABELS,
  FUNDING_PROGRAMMES,
  FUNDING_STATUS_LABELS,
  type FundingApplication,
} from '@contract/funding';
import { SelectField, ServerErrorText, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { paths } from '@/config/paths';
import { useServerError } from '@/hooks/use-server-error';
import { useGetMyProfileQuery } from '@/lib/own-profile-api';
import { fileToBase64 } from '@/lib/upload';
import { useCreateFundingApplicationMutation, useUploadFundingDocumentMutation } from '../api/funding-api';
import { chosenFiles, fundingApplicationSchema, type FundingApplicationValues } from '../schemas/funding-application-schema';

const PROGRAMME_OPTIONS = FUNDING_PROGRAMMES.map((value) => ({ value, label: FUNDING_PROGRAMME_LABELS[value] }));

function ApplicantDetails({ kind }: { kind: ProfileKind }) {
  const { data } = useGetMyProfileQuery(kind);
  const profile = (data ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof profile[key] === 'string' ? profile[key] : '');
  const name = kind === 'business' ? text('trade_name') || text('registered_name') : `${text('first_name')} ${text('last_name')}`.trim();
  return (
    <div className="mb-3">
      <p className="mb-1 fw-semibold">Applicant</p>
      <dl className="row small mb-1">
        <dt className="col-4">Name</dt>
        <dd className="col-8 mb-0">{name || '—'}</dd>
        <dt className="col-4">Email</dt>
        <dd className="col-8 mb-0 text-break">{text('email') || '—'}</dd>
        <dt className="col-4">Phone</dt>
        <dd className="col-8 mb-0">{text('phone_number') || '—'}</dd>
      </dl>
      <p className="form-text mt-0">
        These details come from your profile. To change them, edit <Link to={kind === 'business' ? paths.businessProfile : paths.profilePage}>your profile</Link>.
      </p>
    </div>
  );
}

export function FundingApplicationForm({ kind }: { kind: ProfileKind }) {
  const id = useId();
  const [uploadDocument] = useUploadFundingDocumentMutation();
  const [createApplication] = useCreateFundingApplicationMutation();
  const [progress, setProgress] = useState<string | null>(null);
  const [created, setCreated] = useState<FundingApplication | null>(null);
  const { serverError, guard } = useServerError('Your application could not be sent. Please try again.');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FundingApplicationValues>({
    resolver: yupResolver(fundingApplicationSchema),
    defaultValues: { purpose: '' },
  });

  const onSubmit = guard(async (values: FundingApplicationValues) => {
    try {
      const files = chosenFiles(values.documents);
      const documents: number[] = [];
      for (const [index, file] of files.entries()) {
        setProgress(`Uploading document ${index + 1} of ${files.length}...`);
        documents.push((await uploadDocument({ name: file.name, file: await fileToBase64(file) }).unwrap()).id);
      }
      setProgress('Sending your application...');
      const application = await createApplication({
        amount: values.amount,
        purpose: values.purpose,
        programme: values.programme,
        documents,
      }).unwrap();
      setCreated(application);
    } finally {
      setProgress(null);
    }
  });

  if (created) {
    return (
      <div className="alert alert-success" role="status">
        <h2 className="h5">Your application has been received</h2>
        <p className="mb-1">
          Reference <strong>{created.reference}</strong>: {formatNaira(created.amount)} under{' '}
          {FUNDING_PROGRAMME_LABELS[created.programme]}. Status: {FUNDING_STATUS_LABELS[created.status]}.
        </p>
        <p className="mb-0">We have e-mailed you a confirmation and will write again each time its status changes.</p>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Funding application
      </h2>
      <ApplicantDetails kind={kind} />
      <TextField
        label="Amount sought (NGN)"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        hint="Whole naira, for example 250000."
        registration={register('amount')}
        error={errors.amount?.message}
      />
      <TextAreaField
        label="Purpose of the funding"
        rows={4}
        hint="What the money will pay for and what it will achieve."
        registration={register('purpose')}
        error={errors.purpose?.message}
      />
      <SelectField
        label="Programme"
        options={PROGRAMME_OPTIONS}
        placeholder="Select a programme"
        registration={register('programme')}
        error={errors.programme?.message}
      />
      <TextField
        label="Supporting documents (optional)"
        type="file"
        multiple
        accept={FUNDING_DOCUMENT_TYPES.join(',')}
        hint={`PDF or images (PNG, JPEG, WebP, GIF), up to 5 MB each, at most ${FUNDING_DOCUMENTS_MAX}.`}
        registration={register('documents')}
        error={errors.documents?.message}
      />
      <ServerErrorText message={serverError} />
      <p className="small text-muted" aria-live="polite">
        {progress ?? ''}
      </p>
      <SubmitButton className="btn btn-primary" pending={isSubmitting} pendingText="Sending...">
        Submit application
      </SubmitButton>
    </form>
  );
}
