// Edit My Information for a partner (lazy): the organisation, the partnership details and the contact person, with
// the labels of the partner sign-up (spec section 2); the sign-in e-mail is not changed here.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@contract/options';
import type { AnyProfile } from '@contract/profiles';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { useEditPartnerProfileMutation } from '../api/profile-api';
import { partnerInfoSchema, type PartnerInfo } from '../schemas/edit-info-schema';
import { EditFormActions, settleEdit } from './edit-form-actions';

const KEYS = Object.keys(partnerInfoSchema.fields) as (keyof PartnerInfo)[];
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function PartnerInfoForm({ profile, onDone }: { profile: AnyProfile; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PartnerInfo>({
    resolver: yupResolver(partnerInfoSchema),
    defaultValues: Object.fromEntries(KEYS.map((key) => [key, profile[key] ?? ''])) as PartnerInfo,
  });
  const [save, { isLoading }] = useEditPartnerProfileMutation();
  // The sign-up offers private or public; an older free-text industry stays choosable rather than being lost.
  const industry = typeof profile.industry === 'string' ? profile.industry : '';
  const sectors = [
    ...ORGANIZATION_SECTORS.map((value) => ({ value, label: capitalised(value) })),
    ...(industry && !(ORGANIZATION_SECTORS as readonly string[]).includes(industry) ? [industry] : []),
  ];

  const onSubmit = async (values: PartnerInfo) => settleEdit(await save(values), onDone);

  const half = 'col-12 col-md-6';
  const text = (name: 'name' | 'website' | 'user_name' | 'user_email' | 'user_phone_number', label: string, type = 'text') => (
    <TextField label={label} type={type} className={half} registration={register(name)} error={errors[name]?.message} />
  );
  const long = (name: 'goals' | 'outcome' | 'bio', label: string) => (
    <TextAreaField label={label} className="col-12" registration={register(name)} error={errors[name]?.message} />
  );
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="row g-3">
        {text('name', 'Organization Name')}
        {text('website', 'Website', 'url')}
        <SelectField
          label="Organization Sector"
          className={half}
          options={sectors}
          placeholder="Choose organization sector"
          registration={register('industry')}
          error={errors.industry?.message}
        />
        <SelectField
          label="Partner type"
          className={half}
          options={PARTNER_TYPES.map((value) => ({ value, label: capitalised(value) }))}
          placeholder="Choose partner type"
          registration={register('partner_type')}
          error={errors.partner_type?.message}
        />
        {long('goals', 'Goal')}
        {long('outcome', 'Benefit')}
        {long('bio', 'Bio')}
        <fieldset className="col-12">
          <legend className="h6">Contact person</legend>
          <div className="row g-3">
            {text('user_name', 'Contact Name')}
            {text('user_email', 'Contact Email', 'email')}
            {text('user_phone_number', 'Contact Number', 'tel')}
          </div>
        </fieldset>
      </div>
      <EditFormActions pending={isLoading} onCancel={onDone} />
    </form>
  );
}
