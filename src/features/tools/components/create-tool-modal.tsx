// The Create Tool modal (lazy; partners only): uploads the images, then POST /prop/tool. Given a `tool`, the same
// form edits it (issue 14): filled in, its images kept unless removed, new ones added, PUT /prop/tool/{id}.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ChoiceSelects } from '@/components/form/choice-selects';
import { FormAlerts, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { KeptImages, useKeptImages } from '@/components/form/kept-images';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { uploadImages } from '@/lib/upload';
import { MODERATION_MESSAGES } from '@contract/moderation';
import { TOOL_PRICES, TOOL_TYPES } from '@contract/options';
import { useCreateToolMutation, useEditToolMutation, type Tool } from '../api/tools-api';
import { createToolSchema, REQUIRED, type CreateToolValues } from '../schemas/create-tool-schema';
import { useToolChoiceGroups } from './tool-choices';

export interface CreateToolModalProps {
  show: boolean;
  onHide: () => void;
  /** The tool to edit; none to create one. */
  tool?: Tool;
}

export function CreateToolModal({ show, onHide, tool }: CreateToolModalProps) {
  const { t, translate } = useT('tools');
  const groups = useToolChoiceGroups();
  const [createTool] = useCreateToolMutation();
  const [editTool] = useEditToolMutation();
  const { serverError, guard } = useServerError(
    tool ? msg('The tool could not be saved.') : msg('Tool creation failed'),
  );
  const images = useKeptImages(tool?.images);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CreateToolValues>({
    resolver: yupResolver(createToolSchema),
    context: images.context,
    defaultValues: tool
      ? {
          name: tool.name,
          description: tool.description,
          link: tool.link,
          sector: tool.sector ?? '',
          offer: tool.offer ?? '',
          // A stored value the form does not offer is left for the partner to choose.
          price: TOOL_PRICES.find((price) => price === tool.price),
          type: TOOL_TYPES.find((type) => type === tool.type),
        }
      : undefined,
  });
  const binding = useFieldBinding(register, errors, { required: REQUIRED });

  const onSubmit = guard(async (values: CreateToolValues) => {
    const uploaded = await uploadImages(Array.from(values.images ?? []));
    const body = {
      name: values.name,
      description: values.description,
      link: values.link,
      images: [...images.kept, ...uploaded],
      sector: values.sector,
      offer: values.offer,
      price: values.price,
      type: values.type,
    };
    if (tool) {
      await editTool({ id: tool.id, body }).unwrap();
      toast.success(translate(MODERATION_MESSAGES.updated), { autoClose: 3000 });
    } else {
      await createTool(body).unwrap();
      toast.success(t('Tool successfully created'), { autoClose: 3000 });
      reset();
    }
    onHide();
  });

  return (
    <FormModal show={show} onHide={onHide} title={tool ? t('Edit Tool') : t('Create Tool')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <ErrorSummary errors={errors} idOf={binding.idOf} shown={binding.shown} attempt={submitCount} />
        <FormAlerts missing={binding.missing} requiredText={REQUIRED} serverError={serverError} />
        <TextField {...binding.field('name')} label={t('Name')} />
        <TextAreaField {...binding.field('description')} label={t('Description')} rows={4} />
        {/* i18n-ignore: the start of a web address */}
        <TextField {...binding.field('link')} label={t('Link')} type="url" placeholder="https://" />
        <TextField {...binding.field('offer')} label={t('Offer')} placeholder={t('e.g. 30% off')} />
        <div className="row">
          <ChoiceSelects groups={groups} binding={binding} className="col-md-4 mb-3" />
        </div>
        <KeptImages urls={images.kept} onChange={images.setKept} label={t('Current images')} />
        <TextField
          {...binding.field('images')}
          label={tool ? t('Add images') : t('Images')}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp"
        />
        <SubmitButton pending={isSubmitting} pendingText={tool ? t('Saving') : t('Creating')}>
          {tool ? t('Save changes') : t('Create Tool')}
        </SubmitButton>
      </form>
    </FormModal>
  );
}
