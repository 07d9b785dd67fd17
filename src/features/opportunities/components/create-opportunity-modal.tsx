// The Create a Opportunity modal (lazy; partners only): uploads the PNG, then POST prop/opportunity with the
// date and time combined into one timestamp.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ChoiceSelects } from '@/components/form/choice-selects';
import { FormAlerts, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { combineDateTime } from '@/lib/date-time';
import { uploadImages } from '@/lib/upload';
import type { OpportunityBody } from '@contract/content';
import { useCreateOpportunityMutation } from '../api/opportunities-api';
import {
  createOpportunitySchema,
  REQUIRED,
  type CreateOpportunityValues,
} from '../schemas/create-opportunity-schema';
import { OPPORTUNITY_CHOICE_GROUPS } from './opportunity-choices';

/**
 * The request body: `date` carries the combined instant (the server reads a full timestamp first); location,
 * level and address are the fields the filters and details read beyond the spec's body.
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
  };
}

export function CreateOpportunityModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [create] = useCreateOpportunityMutation();
  const { serverError, guard } = useServerError('Something went wrong');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateOpportunityValues>({ resolver: yupResolver(createOpportunitySchema) });
  const binding = useFieldBinding(register, errors, REQUIRED);

  const onSubmit = guard(async (values: CreateOpportunityValues) => {
    const images = await uploadImages(Array.from(values.image ?? []));
    await create(toOpportunityBody(values, images)).unwrap();
    toast.success('Opportunity successfully created', { autoClose: 3000 });
    reset();
    onHide();
  });

  const third = 'col-sm-4 mb-3';
  return (
    <FormModal show={show} onHide={onHide} title="Create a Opportunity">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormAlerts missing={binding.missing} requiredText={REQUIRED} serverError={serverError} />
        <TextField {...binding.field('title')} label="Title" />
        <TextAreaField {...binding.field('description')} label="Description" rows={4} />
        <div className="row">
          <TextField {...binding.field('date')} label="Date" className={third} type="date" />
          <TextField {...binding.field('time')} label="Time" className={third} type="time" />
          <TextField {...binding.field('deadline')} label="Deadline" className={third} type="date" />
          <ChoiceSelects groups={OPPORTUNITY_CHOICE_GROUPS} binding={binding} className={third} />
        </div>
        <TextField {...binding.field('address')} label="Address" />
        <TextField {...binding.field('link')} label="Link" type="url" placeholder="https://" />
        <TextField {...binding.field('image')} label="Image (PNG)" type="file" accept="image/png" />
        <SubmitButton pending={isSubmitting} pendingText="Creating">
          Create Opportunity
        </SubmitButton>
      </form>
    </FormModal>
  );
}
