// The Add a Business form (modal and /addbusiness page): really creates via POST /prop/business-info.
import { toast } from 'react-toastify';
import { halfWidthFields, TextAreaField } from '@/components/form/fields';
import { SaveActions } from '@/components/form/save-actions';
import { ErrorSummary } from '@/components/form/error-summary';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useT } from '@/i18n/use-t';
import { categoriesOf, SECTOR_NAMES } from '@contract/sectors';
import { nameOptions } from '@/lib/reference-names';
import { lgasOf, STATES } from '@contract/states';
import { useAddBusinessMutation } from '../api/business-api';
import { addBusinessSchema, type AddBusinessValues } from '../schemas/add-business-schema';

export function AddBusinessForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [addBusiness, { isLoading }] = useAddBusinessMutation();
  const { binding, handleSubmit, watch, setValue, formState } = useSchemaForm(addBusinessSchema, {
    defaultValues: addBusinessSchema.getDefault(),
  });
  const { errors, submitCount } = formState;
  const { t } = useT('business');
  const areas = categoriesOf(watch('sector'));
  const lgas = lgasOf(watch('state'));

  const onSubmit = async (values: AddBusinessValues) => {
    const result = await addBusiness(values);
    if ('error' in result) return; // the error-toast listener shows the failure
    toast.success(t('Business added successfully'));
    onDone();
  };

  const { field, idOf } = binding;
  const { input, select } = halfWidthFields(field, setValue);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
      <div className="row g-3">
        {input('name', t('Business name'))}
        {input('email', t('Business email'), 'email')}
        {select('sector', t('Sector'), t('Choose sector'), nameOptions(SECTOR_NAMES), 'area')}
        {select('area', t('Area'), t('Choose area'), nameOptions(areas))}
        {select(
          'state',
          t('State'),
          t('Choose state'),
          STATES.map((s) => s.name),
          'lga',
        )}
        {select('lga', t('LGA'), t('Choose lga'), lgas)}
        {input('address', t('Address'))}
        {input('phone', t('Phone number'), 'tel')}
        {input('website', t('Website'), 'url')}
        <TextAreaField {...field('description')} label={t('Description')} className="col-12" />
      </div>
      <SaveActions pending={isLoading} onCancel={onCancel} />
    </form>
  );
}

export default AddBusinessForm;
