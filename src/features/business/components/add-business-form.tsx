// The Add a Business form (modal and /addbusiness page): really creates via POST /prop/business-info.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import { categoriesOf, SECTORS } from '@contract/sectors';
import { lgasOf, STATES } from '@contract/states';
import { useAddBusinessMutation } from '../api/business-api';
import { addBusinessSchema, type AddBusinessValues } from '../schemas/add-business-schema';

export function AddBusinessForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const id = useId();
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

  const aria = (name: Path<AddBusinessValues>) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Path<AddBusinessValues>) =>
    errors[name] ? (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {errors[name]?.message}
      </div>
    ) : null;
  const input = (name: Path<AddBusinessValues>, label: string, type = 'text') => (
    <div className="col-12 col-md-6">
      <label htmlFor={`${id}-${name}`} className="form-label">
        {label}
      </label>
      <input {...aria(name)} type={type} className="form-control" {...register(name)} />
      {error(name)}
    </div>
  );
  const select = (name: Path<AddBusinessValues>, label: string, options: string[], reset?: Path<AddBusinessValues>) => {
    const field = register(name);
    return (
      <div className="col-12 col-md-6">
        <label htmlFor={`${id}-${name}`} className="form-label">
          {label}
        </label>
        <select
          {...aria(name)}
          {...field}
          onChange={(event) => {
            void field.onChange(event);
            if (reset) setValue(reset, '');
          }}
          className="form-select"
          disabled={options.length === 0}
        >
          <option value="">{`Choose ${label.toLowerCase()}`}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {error(name)}
      </div>
    );
  };

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
        <div className="col-12">
          <label htmlFor={`${id}-description`} className="form-label">
            Description
          </label>
          <textarea {...aria('description')} className="form-control" rows={3} {...register('description')} />
          {error('description')}
        </div>
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
