// The portal's own funding application (issue 13): the applicant's details come from their profile (shown, not
// typed), then the amount in naira, its purpose, the programme and up to 5 supporting documents (PDF or images).
// The documents go first, one request each (POST /prop/funding/document), then the application with their ids.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
import type { ProfileKind } from '@contract/accounts';
import {
  formatNaira,
  FUNDING_DOCUMENT_TYPES,
  FUNDING_DOCUMENTS_MAX,
  FUNDING_PROGRAMMES,
  type FundingApplication,
} from '@contract/funding';
import {
  SelectField,
  ServerErrorText,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@/components/form/fields';
import { paths } from '@/config/paths';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';
import { useGetMyProfileQuery } from '@/lib/own-profile-api';
import { fileToBase64 } from '@/lib/upload';
import { useCreateFundingApplicationMutation, useUploadFundingDocumentMutation } from '../api/funding-api';
import { fundingProgrammeLabel, fundingStatusLabel } from '../labels';
import {
  chosenFiles,
  fundingApplicationSchema,
  type FundingApplicationValues,
} from '../schemas/funding-application-schema';

function ApplicantDetails({ kind }: { kind: ProfileKind }) {
  const { t } = useT('funding');
  const { data } = useGetMyProfileQuery(kind);
  const profile = (data ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof profile[key] === 'string' ? profile[key] : '');
  const name =
    kind === 'business'
      ? text('trade_name') || text('registered_name')
      : `${text('first_name')} ${text('last_name')}`.trim();
  return (
    <div className="mb-3">
      <p className="mb-1 fw-semibold">{t('Applicant')}</p>
      <dl className="row small mb-1">
        <dt className="col-4">{t('Name')}</dt>
        <dd className="col-8 mb-0">{name || '—'}</dd>
        <dt className="col-4">{t('Email')}</dt>
        <dd className="col-8 mb-0 text-break">{text('email') || '—'}</dd>
        <dt className="col-4">{t('Phone')}</dt>
        <dd className="col-8 mb-0">{text('phone_number') || '—'}</dd>
      </dl>
      <p className="form-text mt-0">
        {rich(t('These details come from your profile. To change them, edit <link>your profile</link>.'), {
          link: (chunk) => (
            <Link to={kind === 'business' ? paths.businessProfile : paths.profilePage}>{chunk}</Link>
          ),
        })}
      </p>
    </div>
  );
}

export function FundingApplicationForm({ kind }: { kind: ProfileKind }) {
  const { t } = useT('funding');
  const [uploadDocument] = useUploadFundingDocumentMutation();
  const [createApplication] = useCreateFundingApplicationMutation();
  const [progress, setProgress] = useState<string | null>(null);
  const [created, setCreated] = useState<FundingApplication | null>(null);
  const { serverError, guard } = useServerError(msg('Your application could not be sent. Please try again.'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FundingApplicationValues>({
    resolver: yupResolver(fundingApplicationSchema),
    defaultValues: { purpose: '' },
  });
  const binding = useFieldBinding(register, errors);
  const { id } = binding;

  const onSubmit = guard(async (values: FundingApplicationValues) => {
    try {
      const files = chosenFiles(values.documents);
      const documents: number[] = [];
      for (const [index, file] of files.entries()) {
        setProgress(
          t('Uploading document {{number}} of {{total}}...', { number: index + 1, total: files.length }),
        );
        const uploaded = await uploadDocument({ name: file.name, file: await fileToBase64(file) }).unwrap();
        // An answer without a readable document (funding-adapter.ts) fails the submission with the form's own text.
        if (!uploaded) throw new Error('The upload answer carried no document.');
        documents.push(uploaded.id);
      }
      setProgress(t('Sending your application...'));
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
        <h2 className="h5">{t('Your application has been received')}</h2>
        <p className="mb-1">
          {rich(
            t(
              'Reference <strong>{{reference}}</strong>: {{amount}} under {{programme}}. Status: {{status}}.',
              {
                reference: created.reference,
                amount: formatNaira(created.amount),
                programme: fundingProgrammeLabel(created.programme),
                status: fundingStatusLabel(created.status),
              },
            ),
            { strong: (chunk) => <strong>{chunk}</strong> },
          )}
        </p>
        <p className="mb-0">
          {t('We have e-mailed you a confirmation and will write again each time its status changes.')}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('Funding application')}
      </h2>
      <ErrorSummary errors={errors} idOf={binding.idOf} attempt={submitCount} />
      <ApplicantDetails kind={kind} />
      <TextField
        {...binding.field('amount')}
        label={t('Amount sought (NGN)')}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        hint={t('Whole naira, for example 250000.')}
      />
      <TextAreaField
        {...binding.field('purpose')}
        label={t('Purpose of the funding')}
        rows={4}
        hint={t('What the money will pay for and what it will achieve.')}
      />
      <SelectField
        {...binding.field('programme')}
        label={t('Programme')}
        options={FUNDING_PROGRAMMES.map((value) => ({ value, label: fundingProgrammeLabel(value) }))}
        placeholder={t('Select a programme')}
      />
      <TextField
        {...binding.field('documents')}
        label={t('Supporting documents (optional)')}
        type="file"
        multiple
        accept={FUNDING_DOCUMENT_TYPES.join(',')}
        hint={t('PDF or images (PNG, JPEG, WebP, GIF), up to 5 MB each, at most {{max}}.', {
          max: FUNDING_DOCUMENTS_MAX,
        })}
      />
      <ServerErrorText message={serverError} />
      <p className="small text-muted" aria-live="polite">
        {progress ?? ''}
      </p>
      <SubmitButton className="btn btn-primary" pending={isSubmitting} pendingText={t('Sending...')}>
        {t('Submit application')}
      </SubmitButton>
    </form>
  );
}
