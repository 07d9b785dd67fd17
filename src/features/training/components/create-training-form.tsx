// The Create a Training form (the modal's body and the /trainingform page): uploads the images, then
// POST /prop/event with the date and time combined into an ISO timestamp with zero seconds. Given an `item`, the
// same form edits it (issue 14): filled in, its images kept unless removed, new ones added, PUT /prop/event/{id}.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { FormAlerts, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { KeptImages, useKeptImages } from '@/components/form/kept-images';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { EVENT_LOCATIONS } from '@contract/options';
import { msg, translate } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { getErrorMessage } from '@/lib/api-session';
import { combineDateTime, datedItemFormValues } from '@/lib/date-time';
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
  return { ...datedItemFormValues(item), location: EVENT_LOCATIONS.find((value) => value === item.location) };
}

export function CreateTrainingForm({ onCreated, item }: { onCreated?: () => void; item?: TrainingEvent }) {
  const { t } = useT('training');
  const [createEvent] = useCreateEventMutation();
  const [editEvent] = useEditEventMutation();
  const images = useKeptImages(item?.images);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CreateTrainingValues>({
    resolver: yupResolver(createTrainingSchema),
    context: images.context,
    defaultValues: item ? editedValues(item) : undefined,
  });
  const binding = useFieldBinding(register, errors, { required: REQUIRED });
  const failed = item ? msg('The training could not be saved.') : msg('Event creation failed');

  async function onSubmit(values: CreateTrainingValues) {
    try {
      const uploaded = await uploadImages(Array.from(values.images ?? []));
      const body = toEventBody(values, [...images.kept, ...uploaded]);
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
