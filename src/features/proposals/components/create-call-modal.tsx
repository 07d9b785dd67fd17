// Publish a call for proposals (issue 32; lazy; approved partners and admins): the fields, the documents
// required chosen from the spec's sample names plus the partner's own, an optional cover image. Given a `call`, the
// same form edits it (PUT /prop/call/{id}: its author or an admin), filled in; the server refuses what may not change
// once proposals exist (docs/proposals.md, "Editing a published call") with a sentence the form shows.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ErrorSummary } from '@/components/form/error-summary';
import { FormAlerts, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { NumberField } from '@/components/form/input-kinds';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { splitNigeriaDateTime } from '@/lib/date-time';
import { uploadImages } from '@/lib/upload';
import { CALL_DOCUMENT_NAMES, type CallBody } from '@contract/calls';
import { SECTOR_NAMES } from '@contract/sectors';
import { STATES } from '@contract/states';
import { useCreateCallMutation, useUpdateCallMutation, type Call } from '../api/calls-api';
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

const SAMPLE_DOCUMENTS: readonly string[] = CALL_DOCUMENT_NAMES;
const dayOf = (at: string) => splitNigeriaDateTime(at).date;

/** The form filled in from a published call: dates as Nigerian days, the spec's document names ticked and the
 * partner's own listed. */
export function callFormValues(call: Call): CreateCallValues {
  return {
    title: call.title,
    description: call.description,
    host: call.host,
    opens_at: dayOf(call.opens_at),
    closes_at: dayOf(call.closes_at),
    amount_min: call.amount_min ?? undefined,
    amount_max: call.amount_max ?? undefined,
    eligible_kinds: [...call.eligible_kinds],
    documents: call.documents_required.filter((name) => SAMPLE_DOCUMENTS.includes(name)),
    other_documents: call.documents_required.filter((name) => !SAMPLE_DOCUMENTS.includes(name)).join(', '),
    sectors: [...call.sectors],
    states: [...call.states],
  };
}

/** An edit's body: a date left on its day keeps the call's exact instant (a call closed early at 14:00 is not
 * reopened until 23:59 by saving its title), and the images are kept unless a new one was chosen. */
export function editedCallBody(values: CreateCallValues, uploaded: string[], call: Call): CallBody {
  const body = toCallBody(values, uploaded.length > 0 ? uploaded : call.images);
  const keep = (value: string, original: string) => (dayOf(original) === value ? original : value);
  return {
    ...body,
    opens_at: keep(body.opens_at, call.opens_at),
    closes_at: keep(body.closes_at, call.closes_at),
  };
}

export interface CreateCallModalProps {
  show: boolean;
  onHide: () => void;
  /** The call to edit; none to publish a new one. */
  call?: Call;
}

export function CreateCallModal({ show, onHide, call }: CreateCallModalProps) {
  const { t } = useT('proposals');
  const [create] = useCreateCallMutation();
  const [update] = useUpdateCallMutation();
  const { serverError, guard } = useServerError(msg('Something went wrong'));
  const { binding, register, handleSubmit, formState } = useSchemaForm(createCallSchema, {
    defaultValues: call
      ? callFormValues(call)
      : { eligible_kinds: ['creative', 'business'], documents: [...CALL_DOCUMENT_NAMES] },
    required: REQUIRED,
  });
  const { errors, isSubmitting, submitCount } = formState;
  // The summary links a checkbox group to its first box (GOV.UK's rule, as for a radio group).
  const idOf = (name: string) =>
    name === 'eligible_kinds' ? `${binding.id}-kind-creative` : binding.idOf(name);

  const onSubmit = guard(async (values: CreateCallValues) => {
    const images = await uploadImages(Array.from(values.image ?? []));
    if (call) {
      await update({ id: call.id, body: editedCallBody(values, images, call) }).unwrap();
      toast.success(t('Call for proposals updated.'), { autoClose: 3000 });
    } else {
      await create(toCallBody(values, images)).unwrap();
      toast.success(t('Call for proposals created.'), { autoClose: 3000 });
    }
    onHide();
  });

  const half = 'col-sm-6 mb-3';
  return (
    <FormModal
      show={show}
      onHide={onHide}
      title={call ? t('Edit the call for proposals') : t('Publish a call for proposals')}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <ErrorSummary errors={errors} idOf={idOf} shown={binding.shown} attempt={submitCount} />
        <FormAlerts missing={binding.missing} requiredText={REQUIRED} serverError={serverError} />
        {call && call.proposals !== 0 ? (
          <p className="small text-muted">
            {t(
              'Once proposals have been sent, the documents required and the opening date cannot change, the closing date can only move later and who may apply can only be widened.',
            )}
          </p>
        ) : null}
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
          <NumberField
            {...binding.field('amount_min')}
            label={t('Minimum amount (₦, optional)')}
            className={half}
            min={0}
          />
          <NumberField
            {...binding.field('amount_max')}
            label={t('Maximum amount (₦, optional)')}
            className={half}
            min={0}
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
          label={call ? t('New cover image (optional)') : t('Cover image (optional)')}
          hint={call && call.images.length > 0 ? t('Leave empty to keep the current image.') : undefined}
          type="file"
          accept="image/png,image/jpeg,image/webp"
        />
        <SubmitButton pending={isSubmitting} pendingText={call ? t('Saving…') : t('Publishing…')}>
          {call ? t('Save changes') : t('Publish')}
        </SubmitButton>
      </form>
    </FormModal>
  );
}
