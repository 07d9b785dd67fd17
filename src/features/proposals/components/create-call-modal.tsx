// Publish a call for proposals (issue 32; lazy; approved partners and admins): the fields, the documents
// required chosen from the spec's sample names plus the partner's own, an optional cover image.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ErrorSummary } from '@/components/form/error-summary';
import { FormAlerts, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { uploadImages } from '@/lib/upload';
import { CALL_DOCUMENT_NAMES, type CallBody } from '@contract/calls';
import { SECTOR_NAMES } from '@contract/sectors';
import { STATES } from '@contract/states';
import { useCreateCallMutation } from '../api/calls-api';
import { createCallSchema, REQUIRED, type CreateCallValues } from '../schemas/create-call-schema';

/** One checkbox of a group (several share a field: its value joins the field's list). */
function Check({
  id,
  label,
  value,
  registration,
}: {
  id: string;
  label: string;
  value: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="form-check">
      <input type="checkbox" className="form-check-input" id={id} value={value} {...registration} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/** The request body: the chosen and the partner's own document names, once each. */
export function toCallBody(values: CreateCallValues, images: string[]): CallBody {
  const own = (values.other_documents ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const documents = [...values.documents, ...own].filter(
    (name, index, all) => all.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index,
  );
  return {
    title: values.title,
    description: values.description,
    host: values.host?.trim() || null,
    images,
    opens_at: values.opens_at,
    closes_at: values.closes_at,
    amount_min: values.amount_min ?? null,
    amount_max: values.amount_max ?? null,
    eligible_kinds: values.eligible_kinds,
    sectors: values.sectors,
    states: values.states,
    documents_required: documents,
  };
}

export function CreateCallModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useT('proposals');
  const [create] = useCreateCallMutation();
  const { serverError, guard } = useServerError(msg('Something went wrong'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CreateCallValues>({
    resolver: yupResolver(createCallSchema),
    defaultValues: { eligible_kinds: ['creative', 'business'], documents: [...CALL_DOCUMENT_NAMES] },
  });
  const binding = useFieldBinding(register, errors, { required: REQUIRED });
  // The summary links a checkbox group to its first box (GOV.UK's rule, as for a radio group).
  const idOf = (name: string) =>
    name === 'eligible_kinds' ? `${binding.id}-kind-creative` : binding.idOf(name);

  const onSubmit = guard(async (values: CreateCallValues) => {
    const images = await uploadImages(Array.from(values.image ?? []));
    await create(toCallBody(values, images)).unwrap();
    toast.success(t('Call for proposals created.'), { autoClose: 3000 });
    onHide();
  });

  const half = 'col-sm-6 mb-3';
  return (
    <FormModal show={show} onHide={onHide} title={t('Publish a call for proposals')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <ErrorSummary errors={errors} idOf={idOf} shown={binding.shown} attempt={submitCount} />
        <FormAlerts missing={binding.missing} requiredText={REQUIRED} serverError={serverError} />
        <TextField {...binding.field('title')} label={t('Title')} />
        <TextAreaField {...binding.field('description')} label={t('Description')} rows={4} />
        <TextField
          {...binding.field('host')}
          label={t('Host')}
          hint={t('Your organisation name when left empty.')}
        />
        <div className="row">
          <TextField {...binding.field('opens_at')} label={t('Opening date')} className={half} type="date" />
          <TextField {...binding.field('closes_at')} label={t('Closing date')} className={half} type="date" />
          <TextField
            {...binding.field('amount_min')}
            label={t('Minimum amount (₦, optional)')}
            className={half}
            type="number"
            min={0}
            inputMode="numeric"
          />
          <TextField
            {...binding.field('amount_max')}
            label={t('Maximum amount (₦, optional)')}
            className={half}
            type="number"
            min={0}
            inputMode="numeric"
          />
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('Who may apply')}</legend>
          <Check
            registration={register('eligible_kinds')}
            label={t('Creatives')}
            id={`${binding.id}-kind-creative`}
            value="creative"
          />
          <Check
            registration={register('eligible_kinds')}
            label={t('Businesses')}
            id={`${binding.id}-kind-business`}
            value="business"
          />
          {errors.eligible_kinds ? (
            <p className="text-danger small mb-0" role="alert">
              {t('Choose who may apply.')}
            </p>
          ) : null}
        </fieldset>
        <div className="row">
          <SelectField
            {...binding.field('sectors')}
            label={t('Sectors (none chosen: all)')}
            className={half}
            multiple
            size={5}
            placeholder={t('All sectors')}
            options={SECTOR_NAMES}
          />
          <SelectField
            {...binding.field('states')}
            label={t('States (none chosen: all)')}
            className={half}
            multiple
            size={5}
            placeholder={t('All states')}
            options={STATES.map((state) => state.name)}
          />
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('Documents required')}</legend>
          {CALL_DOCUMENT_NAMES.map((name) => (
            <Check
              key={name}
              registration={register('documents')}
              label={name}
              id={`${binding.id}-doc-${name.replace(/\s+/g, '-')}`}
              value={name}
            />
          ))}
          <TextField
            {...binding.field('other_documents')}
            label={t('Other documents (separated by commas)')}
          />
        </fieldset>
        <TextField
          {...binding.field('image')}
          label={t('Cover image (optional)')}
          type="file"
          accept="image/png,image/jpeg,image/webp"
        />
        <SubmitButton pending={isSubmitting} pendingText={t('Publishing…')}>
          {t('Publish')}
        </SubmitButton>
      </form>
    </FormModal>
  );
}
