// The Create Tool modal (lazy; partners only): uploads the images, then POST /prop/tool.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { FormAlerts, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { optionChoices, TOOL_PRICE_LABELS, TOOL_PRICES, TOOL_TYPE_LABELS, TOOL_TYPES } from '@contract/options';
import { SECTORS } from '@contract/sectors';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { uploadImages } from '@/lib/upload';
import { useCreateToolMutation } from '../api/tools-api';
import { createToolSchema, REQUIRED, type CreateToolValues } from '../schemas/create-tool-schema';

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
        <div className="row">
          <SelectField
            {...binding.field('sector')}
            label="Sector"
            className="col-md-6 mb-3"
            placeholder="Choose a sector"
            options={SECTORS.map((sector) => sector.name)}
          />
          <TextField
            {...binding.field('offer')}
            label="Offer"
            className="col-md-6 mb-3"
            placeholder="e.g. 30% off"
          />
          <SelectField
            {...binding.field('price')}
            label="Price"
            className="col-md-6 mb-3"
            placeholder="Free or paid"
            options={optionChoices(TOOL_PRICES, TOOL_PRICE_LABELS)}
          />
          <SelectField
            {...binding.field('type')}
            label="Type"
            className="col-md-6 mb-3"
            placeholder="Choose a type"
            options={optionChoices(TOOL_TYPES, TOOL_TYPE_LABELS)}
          />
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
