// The Create a Training form (the modal's body and the /trainingform page): uploads the images, then
// POST /prop/event with the date and time combined into an ISO timestamp with zero seconds. Given an `item`, the
// same form edits it (issue 14): filled in, its images kept unless removed, new ones added, PUT /prop/event/{id}.
import { useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { FormAlerts, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { NumberField } from '@/components/form/input-kinds';
import { KeptImages, useKeptImages } from '@/components/form/kept-images';
import { ErrorSummary } from '@/components/form/error-summary';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { EVENT_LOCATIONS } from '@contract/options';
import { msg, translate } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { getErrorMessage } from '@/lib/api-session';
import { combineDateTime, datedItemFormValues, splitNigeriaDateTime } from '@/lib/date-time';
import { useFeature } from '@/lib/capabilities';
import { STATES } from '@contract/states';
import { uploadImages } from '@/lib/upload';
import type { EventBody } from '@contract/events';
import { MODERATION_MESSAGES } from '@contract/moderation';
import { useCreateEventMutation, useEditEventMutation, type TrainingEvent } from '../api/training-api';
import { locationLabel } from '../labels';
import {
  createTrainingSchema,
  REQUIRED,
  TRAINING_IMAGE_ACCEPT,
  type CreateTrainingValues,
} from '../schemas/create-training-schema';

const TOAST_MS = 3000; // spec section 9: training and event toasts last 3 s

// MODERATION_MESSAGES.updated, in this catalogue (shown through translate()).
msg('Updated successfully.');

/** Issue 33's fields as sent. A create sends only what was filled in (a blank one is the server's default: no limit,
 * the start time, no state), so the spec's body is unchanged when they are left empty; an edit sends blank capacity,
 * deadline or state as null, which clears them. A blank joining link is never sent: the stored one stays (the public
 * answers never carry it, so the edit form cannot show it). An online training has no state, an offline one no link. */
export function registrationBody(values: CreateTrainingValues, editing: boolean): Partial<EventBody> {
  const online = values.location === 'Online';
  const capacity = values.capacity?.trim();
  const deadline = values.registration_deadline?.trim();
  const join = values.join_link?.trim();
  const state = online ? '' : (values.state?.trim() ?? '');
  const fields: Partial<EventBody> = {
    capacity: capacity ? Number(capacity) : null,
    registration_deadline: deadline
      ? (combineDateTime(deadline.slice(0, 10), deadline.slice(11, 16)) ?? deadline)
      : null,
    state: state || null,
    ...(online && join ? { join_link: join } : {}),
  };
  return editing ? fields : Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
}

/** The request body: `date` is the combined ISO instant with zero seconds; `time` stays HH:MM. */
export function toEventBody(values: CreateTrainingValues, images: string[]): EventBody {
  return {
    title: values.title,
    description: values.description,
    link: values.link,
    location: values.location,
    date: combineDateTime(values.date, values.time) ?? values.date,
    time: values.time,
    images,
    address: values.address,
  };
}

/** What the form starts from when editing: the stored values, a location the form does not offer left to choose. */
function editedValues(item: TrainingEvent) {
  const deadline = splitNigeriaDateTime(item.registration_deadline);
  return {
    ...datedItemFormValues(item),
    location: EVENT_LOCATIONS.find((value) => value === item.location),
    capacity: item.capacity != null ? String(item.capacity) : '',
    registration_deadline: deadline.date ? `${deadline.date}T${deadline.time}` : '',
    state: item.state ?? '',
  };
}

export function CreateTrainingForm({ onCreated, item }: { onCreated?: () => void; item?: TrainingEvent }) {
  const { t } = useT('training');
  const [createEvent] = useCreateEventMutation();
  const [editEvent] = useEditEventMutation();
  const images = useKeptImages(item?.images);
  const registration = useFeature('training-registration') === true;
  const { binding, control, handleSubmit, reset, setError, formState } = useSchemaForm(createTrainingSchema, {
    context: images.context,
    defaultValues: item ? editedValues(item) : undefined,
    required: REQUIRED,
  });
  const { errors, isSubmitting, submitCount } = formState;
  const location = useWatch({ control, name: 'location' });
  const failed = item ? msg('The training could not be saved.') : msg('Event creation failed');

  async function onSubmit(values: CreateTrainingValues) {
    try {
      const uploaded = await uploadImages(Array.from(values.images ?? []));
      const body = {
        ...toEventBody(values, [...images.kept, ...uploaded]),
        ...(registration ? registrationBody(values, item !== undefined) : {}),
      };
      if (item) {
        await editEvent({ id: item.id, body }).unwrap();
        toast.success(translate(MODERATION_MESSAGES.updated), { autoClose: TOAST_MS });
      } else {
        await createEvent(body).unwrap();
        toast.success(t('Event successfully created'), { autoClose: TOAST_MS });
        reset();
      }
      onCreated?.();
    } catch (error) {
      toast.error(t(failed), { autoClose: TOAST_MS });
      setError('root.server', { message: getErrorMessage(error, failed) });
    }
  }

  const third = 'col-sm-4 mb-3';
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <ErrorSummary errors={errors} idOf={binding.idOf} shown={binding.shown} attempt={submitCount} />
      <FormAlerts
        missing={binding.missing}
        requiredText={REQUIRED}
        serverError={errors.root?.server?.message}
      />
      <TextField {...binding.field('title')} label={t('Title')} />
      <TextAreaField {...binding.field('description')} label={t('Description')} rows={4} />
      <TextField
        {...binding.field('link')}
        label={t('Link')}
        type="url"
        // i18n-ignore: the beginning of a web address, the same in every language
        placeholder="https://"
      />
      <div className="row">
        <SelectField
          {...binding.field('location')}
          label={t('Location')}
          className={third}
          placeholder={t('Choose')}
          options={EVENT_LOCATIONS.map((value) => ({ value, label: locationLabel(value) }))}
        />
        <TextField {...binding.field('date')} label={t('Date')} className={third} type="date" />
        <TextField {...binding.field('time')} label={t('Time')} className={third} type="time" />
      </div>
      <TextField {...binding.field('address')} label={t('Address')} />
      {registration ? (
        <fieldset className="mb-3">
          <legend className="h6">{t('Registration (optional)')}</legend>
          <div className="row">
            <NumberField
              {...binding.field('capacity')}
              label={t('Seats (blank: no limit)')}
              className="col-sm-6 mb-3"
              min={1}
            />
            <TextField
              {...binding.field('registration_deadline')}
              label={t('Registration deadline (blank: the start time)')}
              className="col-sm-6 mb-3"
              type="datetime-local"
            />
          </div>
          {location === 'Online' ? (
            <TextField
              {...binding.field('join_link')}
              label={
                item ? t('Private joining link (blank: keep the current one)') : t('Private joining link')
              }
              type="url"
              // i18n-ignore: the beginning of a web address, the same in every language
              placeholder="https://"
            />
          ) : (
            <SelectField
              {...binding.field('state')}
              label={t('State')}
              placeholder={t('Choose')}
              options={STATES.map(({ name }) => ({ value: name, label: name }))}
            />
          )}
        </fieldset>
      ) : null}
      <KeptImages urls={images.kept} onChange={images.setKept} label={t('Current images')} />
      <TextField
        {...binding.field('images')}
        label={item ? t('Add images') : t('Images')}
        type="file"
        multiple
        accept={TRAINING_IMAGE_ACCEPT}
      />
      <SubmitButton pending={isSubmitting} pendingText={item ? t('Saving') : t('Creating')}>
        {item ? t('Save changes') : t('Create Training')}
      </SubmitButton>
    </form>
  );
}
