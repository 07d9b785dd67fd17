// Edit My Information (lazy): every profile field of spec section 2 with dependent selects (category follows
// expertise/sector, LGA follows state) and the option lists of spec section 5.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldError, type Path, type UseFormRegister } from 'react-hook-form';
import { toast } from 'react-toastify';
import { EDUCATION_LEVELS, EMPLOYMENT_STATUSES, GENDERS, SKILL_LEVELS } from '@contract/options';
import { categoriesOf, SECTORS } from '@contract/sectors';
import { lgasOf, STATES } from '@contract/states';
import { SUPPORT_TYPES } from '@contract/support-types';
import { getErrorMessage } from '@/lib/api-session';
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';
import { useEditBusinessProfileMutation, useEditCreativeProfileMutation } from '../api/profile-api';
import { businessInfoSchema, creativeInfoSchema, type BusinessInfo, type CreativeInfo } from '../schemas/edit-info-schema';

type Values = CreativeInfo & BusinessInfo;
type Register = UseFormRegister<Values>;

function defaults(profile: AnyProfile): Values {
  const keys = [
    'first_name', 'last_name', 'gender', 'date_of_birth', 'phone_number', 'bio', 'expertise', 'category',
    'skill_level', 'employment_status', 'level_of_education', 'origin_state', 'lga_origin', 'residence_state',
    'facebook', 'twitter', 'instagram', 'registered_name', 'trade_name', 'sector', 'area', 'state', 'lga',
    'address', 'website', 'detail_training', 'detail_funding', 'detail_tools', 'detail_market_access',
  ] as const;
  const flags = ['need_training', 'need_funding', 'need_tools', 'need_market_access'] as const;
  const values: Record<string, string | boolean> = Object.fromEntries(keys.map((key) => [key, profile[key] ?? '']));
  for (const flag of flags) values[flag] = profile[flag] === true;
  return values as Values;
}

interface FieldProps {
  id: string;
  name: Path<Values>;
  label: string;
  error?: FieldError;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}

function Field({ id, name, label, error, children }: FieldProps) {
  const fieldId = `${id}-${name}`;
  return (
    <div className="col-12 col-md-6">
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      {children({
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${fieldId}-error` : undefined,
      })}
      {error ? (
        <div id={`${fieldId}-error`} className="invalid-feedback d-block">
          {error.message}
        </div>
      ) : null}
    </div>
  );
}

function Select({ register, name, options, placeholder, disabled, ...rest }: {
  register: Register;
  name: Path<Values>;
  options: readonly string[];
  placeholder: string;
  disabled?: boolean;
  id: string;
  onChangeExtra?: () => void;
}) {
  const { onChangeExtra, ...aria } = rest;
  const field = register(name);
  return (
    <select
      {...aria}
      {...field}
      onChange={(event) => {
        void field.onChange(event);
        onChangeExtra?.();
      }}
      className="form-select"
      disabled={disabled}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

export function EditInfoForm({ profile, kind, onDone }: { profile: AnyProfile; kind: ProfileKind; onDone: () => void }) {
  const id = useId();
  const isBusiness = kind === 'business';
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<Values>({
    // One form for both kinds; the resolver is the kind's schema.
    resolver: yupResolver((isBusiness ? businessInfoSchema : creativeInfoSchema) as never),
    defaultValues: defaults(profile),
  });
  const [saveCreative, creativeState] = useEditCreativeProfileMutation();
  const [saveBusiness, businessState] = useEditBusinessProfileMutation();
  const pending = creativeState.isLoading || businessState.isLoading;

  const sector = watch(isBusiness ? 'sector' : 'expertise');
  const state = watch(isBusiness ? 'state' : 'origin_state');
  const categories = categoriesOf(sector);
  const lgas = lgasOf(state);
  const sectorNames = SECTORS.map((item) => item.name);
  const stateNames = STATES.map((item) => item.name);

  const onSubmit = async (values: Values) => {
    const keys = isBusiness ? Object.keys(businessInfoSchema.fields) : Object.keys(creativeInfoSchema.fields);
    // The need flags go as the user chose them (the spec's "always false" is a defect we do not copy).
    const body = Object.fromEntries(keys.map((key) => [key, values[key as keyof Values]]));
    const result = isBusiness ? await saveBusiness(body) : await saveCreative(body);
    if ('error' in result) {
      toast.error(getErrorMessage(result.error, 'An error occurred.'));
      return;
    }
    toast.success('profile updated');
    onDone();
  };

  const text = (name: Path<Values>, label: string, type = 'text') => (
    <Field id={id} name={name} label={label} error={errors[name]}>
      {(aria) => <input {...aria} type={type} className="form-control" {...register(name)} />}
    </Field>
  );
  const select = (name: Path<Values>, label: string, options: readonly string[], extra?: { disabled?: boolean; onChangeExtra?: () => void }) => (
    <Field id={id} name={name} label={label} error={errors[name]}>
      {(aria) => (
        <Select {...aria} register={register} name={name} options={options} placeholder={`Choose ${label.toLowerCase()}`} {...extra} />
      )}
    </Field>
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="row g-3">
        {isBusiness ? (
          <>
            {text('trade_name', 'Trade name')}
            {text('registered_name', 'Registered name')}
            {select('sector', 'Sector', sectorNames, { onChangeExtra: () => setValue('area', '') })}
            {select('area', 'Area', categories, { disabled: categories.length === 0 })}
            {select('state', 'State', stateNames, { onChangeExtra: () => setValue('lga', '') })}
            {select('lga', 'LGA', lgas, { disabled: lgas.length === 0 })}
            {text('address', 'Address')}
            {text('website', 'Website', 'url')}
            {text('phone_number', 'Phone number', 'tel')}
          </>
        ) : (
          <>
            {text('first_name', 'First name')}
            {text('last_name', 'Last name')}
            {select('gender', 'Gender', GENDERS)}
            {text('date_of_birth', 'Date of birth', 'date')}
            {text('phone_number', 'Phone number', 'tel')}
            {select('expertise', 'Industry / expertise', sectorNames, { onChangeExtra: () => setValue('category', '') })}
            {select('category', 'Category', categories, { disabled: categories.length === 0 })}
            {select('skill_level', 'Skill level', SKILL_LEVELS)}
            {select('employment_status', 'Employment status', EMPLOYMENT_STATUSES)}
            {select('level_of_education', 'Education level', EDUCATION_LEVELS)}
            {select('origin_state', 'State of origin', stateNames, { onChangeExtra: () => setValue('lga_origin', '') })}
            {select('lga_origin', 'LGA of origin', lgas, { disabled: lgas.length === 0 })}
            {select('residence_state', 'State of residence', stateNames)}
          </>
        )}
        <div className="col-12">
          <label htmlFor={`${id}-bio`} className="form-label">
            Bio
          </label>
          <textarea id={`${id}-bio`} className="form-control" rows={3} {...register('bio')} />
        </div>
        {text('facebook', 'Facebook')}
        {text('twitter', 'Twitter')}
        {text('instagram', 'Instagram')}
        <fieldset className="col-12">
          <legend className="h6">Support needs</legend>
          {SUPPORT_TYPES.map((type) => {
            const flag = `need_${type.key}` as Path<Values>;
            const detail = `detail_${type.key}` as Path<Values>;
            return (
              <div key={type.key} className="mb-2">
                <div className="form-check">
                  <input id={`${id}-${flag}`} type="checkbox" className="form-check-input" {...register(flag)} />
                  <label htmlFor={`${id}-${flag}`} className="form-check-label">
                    {type.label}
                  </label>
                </div>
                {watch(flag) ? (
                  <div>
                    <label htmlFor={`${id}-${detail}`} className="form-label small">
                      {type.question}
                    </label>
                    <textarea id={`${id}-${detail}`} className="form-control" rows={2} {...register(detail)} />
                  </div>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      </div>
      <div className="d-flex justify-content-end gap-2 mt-3">
        <button type="button" className="btn btn-light border" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
