// The Create a Opportunity modal (lazy; partners only): uploads the PNG, then POST prop/opportunity with the
// date and time combined into one timestamp. Given an `item`, the same form edits it (issue 14): filled in, its
// image kept unless removed, PUT /prop/opportunity/{id}.
import { toast } from 'react-toastify';
import { ChoiceSelects } from '@/components/form/choice-selects';
import { FormAlerts, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { KeptImages, useKeptImages } from '@/components/form/kept-images';
import { ErrorSummary } from '@/components/form/error-summary';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { combineDateTime, datedItemFormValues, splitNigeriaDateTime } from '@/lib/date-time';
import { uploadImages } from '@/lib/upload';
import type { OpportunityBody } from '@contract/opportunities';
import { MODERATION_MESSAGES } from '@contract/moderation';
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '@contract/options';
import { STATES } from '@contract/states';
import {
  useCreateOpportunityMutation,
  useEditOpportunityMutation,
  type Opportunity,
} from '../api/opportunities-api';
import {
  createOpportunitySchema,
  REQUIRED,
  type CreateOpportunityValues,
} from '../schemas/create-opportunity-schema';
import { useOpportunityChoiceGroups } from './opportunity-choices';

/**
 * The request body: `date` carries the combined instant (the server reads a full timestamp first); location,
 * level and address are the fields the filters and details read beyond the spec's body; state (issue 34, optional)
 * tells the members in that state.
 */
export function toOpportunityBody(values: CreateOpportunityValues, images: string[]): OpportunityBody {
  return {
    title: values.title,
    description: values.description,
    link: values.link,
    date: combineDateTime(values.date, values.time) ?? values.date,
    time: values.time,
    deadline: values.deadline,
    images,
    timing: values.timing,
    location: values.location,
    level: values.level,
    address: values.address,
    state: values.state?.trim() || null,
  };
}

/** What the form starts from when editing: the stored values, a value the form does not offer left to choose. */
function editedValues(item: Opportunity) {
  return {
    ...datedItemFormValues(item),
    deadline: splitNigeriaDateTime(item.deadline).date,
    timing: OPPORTUNITY_TIMINGS.find((value) => value === item.timing),
    location: OPPORTUNITY_LOCATIONS.find((value) => value === item.location),
    level: OPPORTUNITY_LEVELS.find((value) => value === item.level),
    state: item.state ?? '',
  };
}

export interface CreateOpportunityModalProps {
  show: boolean;
  onHide: () => void;
  /** The opportunity to edit; none to create one. */
  item?: Opportunity;
}

export function CreateOpportunityModal({ show, onHide, item }: CreateOpportunityModalProps) {
  const { t, translate } = useT('opportunities');
  const groups = useOpportunityChoiceGroups();
  const [create] = useCreateOpportunityMutation();
  const [edit] = useEditOpportunityMutation();
  const { serverError, guard } = useServerError(msg('Something went wrong'));
  const images = useKeptImages(item?.images);
  const { binding, handleSubmit, reset, formState } = useSchemaForm(createOpportunitySchema, {
    context: images.context,
    defaultValues: item ? editedValues(item) : undefined,
    required: REQUIRED,
  });
  const { errors, isSubmitting, submitCount } = formState;

  const onSubmit = guard(async (values: CreateOpportunityValues) => {
    const uploaded = await uploadImages(Array.from(values.image ?? []));
    const body = toOpportunityBody(values, [...images.kept, ...uploaded]);
    if (item) {
      await edit({ id: item.id, body }).unwrap();
      toast.success(translate(MODERATION_MESSAGES.updated), { autoClose: 3000 });
    } else {
      await create(body).unwrap();
      toast.success(t('Opportunity successfully created'), { autoClose: 3000 });
      reset();
    }
    onHide();
  });

  const third = 'col-sm-4 mb-3';
  return (
    <FormModal show={show} onHide={onHide} title={item ? t('Edit Opportunity') : t('Create a Opportunity')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <ErrorSummary errors={errors} idOf={binding.idOf} shown={binding.shown} attempt={submitCount} />
        <FormAlerts missing={binding.missing} requiredText={REQUIRED} serverError={serverError} />
        <TextField {...binding.field('title')} label={t('Title')} />
        <TextAreaField {...binding.field('description')} label={t('Description')} rows={4} />
        <div className="row">
          <TextField {...binding.field('date')} label={t('Date')} className={third} type="date" />
          <TextField {...binding.field('time')} label={t('Time')} className={third} type="time" />
          <TextField {...binding.field('deadline')} label={t('Deadline')} className={third} type="date" />
          <ChoiceSelects groups={groups} binding={binding} className={third} />
        </div>
        <TextField {...binding.field('address')} label={t('Address')} />
        <SelectField
          {...binding.field('state')}
          label={t('State (optional)')}
          placeholder={t('Anywhere in Nigeria')}
          options={STATES.map(({ name }) => ({ value: name, label: name }))}
        />
        {/* i18n-ignore: the start of a web address */}
        <TextField {...binding.field('link')} label={t('Link')} type="url" placeholder="https://" />
        <KeptImages urls={images.kept} onChange={images.setKept} label={t('Current image')} />
        <TextField
          {...binding.field('image')}
          label={item ? t('New image (PNG)') : t('Image (PNG)')}
          type="file"
          accept="image/png"
        />
        <SubmitButton pending={isSubmitting} pendingText={item ? t('Saving') : t('Creating')}>
          {item ? t('Save changes') : t('Create Opportunity')}
        </SubmitButton>
      </form>
    </FormModal>
  );
}
