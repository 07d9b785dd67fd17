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
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="row g-3">
        <TextField label="Organization Name" className={half} registration={register('name')} error={errors.name?.message} />
        <TextField label="Website" type="url" className={half} registration={register('website')} error={errors.website?.message} />
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
        <TextAreaField label="Goal" className="col-12" registration={register('goals')} error={errors.goals?.message} />
        <TextAreaField label="Benefit" className="col-12" registration={register('outcome')} error={errors.outcome?.message} />
        <TextAreaField label="Bio" className="col-12" registration={register('bio')} error={errors.bio?.message} />
        <fieldset className="col-12">
          <legend className="h6">Contact person</legend>
          <div className="row g-3">
            <TextField label="Contact Name" className={half} registration={register('user_name')} error={errors.user_name?.message} />
            <TextField
              label="Contact Email"
              type="email"
              className={half}
              registration={register('user_email')}
              error={errors.user_email?.message}
            />
            <TextField
              label="Contact Number"
              type="tel"
              className={half}
              registration={register('user_phone_number')}
              error={errors.user_phone_number?.message}
            />
          </div>
        </fieldset>
      </div>
      <EditFormActions pending={isLoading} onCancel={onDone} />
    </form>
  );
}
