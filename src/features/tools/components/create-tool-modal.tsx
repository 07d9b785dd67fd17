// The Create Tool modal (lazy; partners only): uploads the images, then POST /prop/tool.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ChoiceSelects } from '@/components/form/choice-selects';
import { FormAlerts, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { uploadImages } from '@/lib/upload';
import { useCreateToolMutation } from '../api/tools-api';
import { createToolSchema, REQUIRED, type CreateToolValues } from '../schemas/create-tool-schema';
import { TOOL_CHOICE_GROUPS } from './tool-choices';

export interface CreateToolModalProps {
  show: boolean;
  onHide: () => void;
}

export function CreateToolModal({ show, onHide }: CreateToolModalProps) {
  const [createTool] = useCreateToolMutation();
  const { serverError, guard } = useServerError('Tool creation failed');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateToolValues>({ resolver: yupResolver(createToolSchema) });
  const binding = useFieldBinding(register, errors, REQUIRED);

  const onSubmit = guard(async (values: CreateToolValues) => {
    const images = await uploadImages(Array.from(values.images ?? []));
    await createTool({
      name: values.name,
      description: values.description,
      link: values.link,
      images,
      sector: values.sector,
      offer: values.offer,
      price: values.price,
      type: values.type,
    }).unwrap();
    toast.success('Tool successfully created', { autoClose: 3000 });
    reset();
    onHide();
  });

  return (
    <FormModal show={show} onHide={onHide} title="Create Tool">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormAlerts missing={binding.missing} requiredText={REQUIRED} serverError={serverError} />
        <TextField {...binding.field('name')} label="Name" />
        <TextAreaField {...binding.field('description')} label="Description" rows={4} />
        <TextField {...binding.field('link')} label="Link" type="url" placeholder="https://" />
        <TextField {...binding.field('offer')} label="Offer" placeholder="e.g. 30% off" />
        <div className="row">
          <ChoiceSelects groups={TOOL_CHOICE_GROUPS} binding={binding} className="col-md-4 mb-3" />
        </div>
        <TextField
          {...binding.field('images')}
          label="Images"
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp"
        />
        <SubmitButton pending={isSubmitting} pendingText="Creating">
          Create Tool
        </SubmitButton>
      </form>
    </FormModal>
  );
}
