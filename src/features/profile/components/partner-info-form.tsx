// Edit My Information for a partner (lazy): the organisation, the partnership details and the contact person, with
// the labels of the partner sign-up (spec section 2); the sign-in e-mail is not changed here.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@contract/options';
import type { AnyProfile } from '@contract/profiles';
import { ErrorSummary } from '@/components/form/error-summary';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { SaveActions } from '@/components/form/save-actions';
import { useT } from '@/i18n/use-t';
import { useEditPartnerProfileMutation } from '../api/profile-api';
import { partnerInfoSchema, type PartnerInfo } from '../schemas/edit-info-schema';
import { settleEdit } from './edit-form-actions';
import { optionText } from './option-texts';

const KEYS = Object.keys(partnerInfoSchema.fields) as (keyof PartnerInfo)[];
/** 'donate' reads 'Donate' (in the current language). */
const capitalised = (value: string) => optionText(value.charAt(0).toUpperCase() + value.slice(1));

export function PartnerInfoForm({ profile, onDone }: { profile: AnyProfile; onDone: () => void }) {
  const id = useId();
  // Each control's id from its field name, so the error summary can link to it.
  const idOf = (name: string) => `${id}-${name}`;
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<PartnerInfo>({
    resolver: yupResolver(partnerInfoSchema),
    defaultValues: Object.fromEntries(KEYS.map((key) => [key, profile[key] ?? ''])) as PartnerInfo,
  });
  const [save, { isLoading }] = useEditPartnerProfileMutation();
  const { t } = useT('profile');
  // The sign-up offers private or public; an older free-text industry stays choosable rather than being lost.
  const industry = typeof profile.industry === 'string' ? profile.industry : '';
  const sectors = [
    ...ORGANIZATION_SECTORS.map((value) => ({ value, label: capitalised(value) })),
    ...(industry && !(ORGANIZATION_SECTORS as readonly string[]).includes(industry) ? [industry] : []),
  ];

  const onSubmit = async (values: PartnerInfo) => settleEdit(await save(values), onDone);

  const half = 'col-12 col-md-6';
  const text = (
    name: 'name' | 'website' | 'user_name' | 'user_email' | 'user_phone_number',
    label: string,
    type = 'text',
  ) => (
    <TextField
      id={idOf(name)}
      label={label}
      type={type}
      className={half}
      registration={register(name)}
      error={errors[name]?.message}
    />
  );
  const long = (name: 'goals' | 'outcome' | 'bio', label: string) => (
    <TextAreaField
      id={idOf(name)}
      label={label}
      className="col-12"
      registration={register(name)}
      error={errors[name]?.message}
    />
  );
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
      <div className="row g-3">
        {text('name', t('Organization Name'))}
        {text('website', t('Website'), 'url')}
        <SelectField
          id={idOf('industry')}
          label={t('Organization Sector')}
          className={half}
          options={sectors}
          placeholder={t('Choose organization sector')}
          registration={register('industry')}
          error={errors.industry?.message}
        />
        <SelectField
          id={idOf('partner_type')}
          label={t('Partner type')}
          className={half}
          options={PARTNER_TYPES.map((value) => ({ value, label: capitalised(value) }))}
          placeholder={t('Choose partner type')}
          registration={register('partner_type')}
          error={errors.partner_type?.message}
        />
        {long('goals', t('Goal'))}
        {long('outcome', t('Benefit'))}
        {long('bio', t('Bio'))}
        <fieldset className="col-12">
          <legend className="h6">{t('Contact person')}</legend>
          <div className="row g-3">
            {text('user_name', t('Contact Name'))}
            {text('user_email', t('Contact Email'), 'email')}
            {text('user_phone_number', t('Contact Number'), 'tel')}
          </div>
        </fieldset>
      </div>
      <SaveActions pending={isLoading} onCancel={onDone} />
    </form>
  );
}
