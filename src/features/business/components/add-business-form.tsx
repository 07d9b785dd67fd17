// The Add a Business form (modal and /addbusiness page): really creates via POST /prop/business-info.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { categoriesOf, SECTORS } from '@contract/sectors';
import { lgasOf, STATES } from '@contract/states';
import { useAddBusinessMutation } from '../api/business-api';
import { addBusinessSchema, type AddBusinessValues } from '../schemas/add-business-schema';

export function AddBusinessForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [addBusiness, { isLoading }] = useAddBusinessMutation();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<AddBusinessValues>({ resolver: yupResolver(addBusinessSchema), defaultValues: addBusinessSchema.getDefault() });
  const areas = categoriesOf(watch('sector'));
  const lgas = lgasOf(watch('state'));

  const onSubmit = async (values: AddBusinessValues) => {
    const result = await addBusiness(values);
    if ('error' in result) return; // the error-toast listener shows the failure
    toast.success('Business added successfully');
    onDone();
  };

  const half = 'col-12 col-md-6';
  const input = (name: Path<AddBusinessValues>, label: string, type = 'text') => (
    <TextField label={label} type={type} className={half} registration={register(name)} error={errors[name]?.message} />
  );
  /** A select whose change empties the dependent `reset` field (area follows sector, LGA follows state). */
  const select = (name: Path<AddBusinessValues>, label: string, options: string[], reset?: Path<AddBusinessValues>) => (
    <SelectField
      label={label}
      className={half}
      options={options}
      placeholder={`Choose ${label.toLowerCase()}`}
      disabled={options.length === 0}
      registration={register(name, { onChange: () => (reset ? setValue(reset, '') : undefined) })}
      error={errors[name]?.message}
    />
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="row g-3">
        {input('name', 'Business name')}
        {input('email', 'Business email', 'email')}
        {select('sector', 'Sector', SECTORS.map((s) => s.name), 'area')}
        {select('area', 'Area', areas)}
        {select('state', 'State', STATES.map((s) => s.name), 'lga')}
        {select('lga', 'LGA', lgas)}
        {input('address', 'Address')}
        {input('phone', 'Phone number', 'tel')}
        {input('website', 'Website', 'url')}
        <TextAreaField
          label="Description"
          className="col-12"
          registration={register('description')}
          error={errors.description?.message}
        />
      </div>
      <div className="d-flex justify-content-end gap-2 mt-3">
        {onCancel ? (
          <button type="button" className="btn btn-light border" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}

export default AddBusinessForm;
