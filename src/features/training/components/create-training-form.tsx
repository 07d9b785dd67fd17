// The Create a Training form (the modal's body and the /trainingform page): uploads the images, then
// POST /prop/event with the date and time combined into an ISO timestamp with zero seconds. Given an `item`, the
// same form edits it (issue 14): filled in, its images kept unless removed, new ones added, PUT /prop/event/{id}.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { FormAlerts, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { KeptImages, useKeptImages } from '@/components/form/kept-images';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { EVENT_LOCATION_LABELS, EVENT_LOCATIONS, optionChoices } from '@contract/options';
import { getErrorMessage } from '@/lib/api-session';
import { combineDateTime, datedItemFormValues } from '@/lib/date-time';
import { uploadImages } from '@/lib/upload';
import type { EventBody } from '@contract/content';
import { MODERATION_MESSAGES } from '@contract/moderation';
import { useCreateEventMutation, useEditEventMutation, type TrainingEvent } from '../api/training-api';
import {
  createTrainingSchema,
  REQUIRED,
  TRAINING_IMAGE_ACCEPT,
  type CreateTrainingValues,
} from '../schemas/create-training-schema';

const TOAST_MS = 3000; // spec section 9: training and event toasts last 3 s

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
  const [createEvent] = useCreateEventMutation();
  const [editEvent] = useEditEventMutation();
  const images = useKeptImages(item?.images);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateTrainingValues>({
    resolver: yupResolver(createTrainingSchema),
    context: images.context,
    defaultValues: item ? editedValues(item) : undefined,
  });
  const binding = useFieldBinding(register, errors, REQUIRED);
  const failed = item ? 'The training could not be saved.' : 'Event creation failed';

  async function onSubmit(values: CreateTrainingValues) {
    try {
      const uploaded = await uploadImages(Array.from(values.images ?? []));
      const body = toEventBody(values, [...images.kept, ...uploaded]);
      if (item) {
        await editEvent({ id: item.id, body }).unwrap();
        toast.success(MODERATION_MESSAGES.updated, { autoClose: TOAST_MS });
      } else {
        await createEvent(body).unwrap();
        toast.success('Event successfully created', { autoClose: TOAST_MS });
        reset();
      }
      onCreated?.();
    } catch (error) {
      toast.error(failed, { autoClose: TOAST_MS });
      setError('root.server', { message: getErrorMessage(error, failed) });
    }
  }

  const third = 'col-sm-4 mb-3';
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormAlerts
        missing={binding.missing}
        requiredText={REQUIRED}
        serverError={errors.root?.server?.message}
      />
      <TextField {...binding.field('title')} label="Title" />
      <TextAreaField {...binding.field('description')} label="Description" rows={4} />
      <TextField {...binding.field('link')} label="Link" type="url" placeholder="https://" />
      <div className="row">
        <SelectField
          {...binding.field('location')}
          label="Location"
          className={third}
          placeholder="Choose"
          options={optionChoices(EVENT_LOCATIONS, EVENT_LOCATION_LABELS)}
        />
        <TextField {...binding.field('date')} label="Date" className={third} type="date" />
        <TextField {...binding.field('time')} label="Time" className={third} type="time" />
      </div>
      <TextField {...binding.field('address')} label="Address" />
      <KeptImages urls={images.kept} onChange={images.setKept} label="Current images" />
      <TextField
        {...binding.field('images')}
        label={item ? 'Add images' : 'Images'}
        type="file"
        multiple
        accept={TRAINING_IMAGE_ACCEPT}
      />
      <SubmitButton pending={isSubmitting} pendingText={item ? 'Saving' : 'Creating'}>
        {item ? 'Save changes' : 'Create Training'}
      </SubmitButton>
    </form>
  );
}
