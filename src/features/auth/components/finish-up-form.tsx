// 'Lets finish up' (spec sections 2, 3): support needs with their guiding questions plus the creative biodata,
// sent in one PUT /prop/creative/{phone_number}; then the profile page. What was typed is kept for the tab's
// session (never the BVN or NIN), so leaving and coming back loses nothing (docs/journeys.md).
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { EDUCATION_LEVELS, EMPLOYMENT_STATUSES, GENDERS, SKILL_LEVELS } from '@contract/options';
import { SECTOR_NAMES, SECTORS } from '@contract/sectors';
import { nameOptions } from '@/lib/reference-names';
import { STATES } from '@contract/states';
import { SUPPORT_TYPES, type SupportTypeKey } from '@contract/support-types';
import { useT } from '@/i18n/use-t';
import { getJson, setJson, storageKeys } from '@/lib/storage';
import { useUpdateBiodataMutation } from '../api/accounts-api';
import { useAppDispatch } from '@/app/hooks';
import { profileRefreshed, type Profile } from '../auth-slice';
import { finishUpSchema, type FinishUpValues } from '../schemas/finish-up';
import { CheckField, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { PhoneField } from '@/components/form/input-kinds';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { journeyDefaults, useJourneyDraft } from '@/hooks/use-journey-draft';
import { biodataOptions, SUPPORT_TEXTS } from './contract-texts';

/** The server's name for each support type (spec: Training, Funding, Tools, Market_access). */
const supportName: Record<SupportTypeKey, string> = {
  training: 'Training',
  funding: 'Funding',
  tools: 'Tools',
  market_access: 'Market_access',
};

const DRAFT = 'finish-up';

export function FinishUpForm() {
  const { t, translate } = useT('auth');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const stored = getJson<Profile>(storageKeys.userInfo) ?? {};
  const [update, { isLoading }] = useUpdateBiodataMutation();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    watch,
    formState: { errors, submitCount },
  } = useForm<FinishUpValues>({
    resolver: yupResolver(finishUpSchema),
    defaultValues: journeyDefaults(
      DRAFT,
      finishUpSchema.cast({
        phone_number: typeof stored.phone_number === 'string' ? stored.phone_number : '',
      }),
    ),
  });
  const { field, idOf } = useFieldBinding(register, errors);
  const clearDraft = useJourneyDraft(DRAFT, watch, ['identificationNumber']);
  const watched = useWatch({ control });
  const sector = watched.sector;
  const state = watched.stateOfOrigin;
  const categories = SECTORS.find((s) => s.name === sector)?.categories ?? [];
  const lgas = STATES.find((s) => s.name === state)?.lgas ?? [];

  async function onSubmit(values: FinishUpValues) {
    const chosen = SUPPORT_TYPES.filter((t) => values[t.key]);
    const body: Record<string, unknown> = { supportType: chosen.map((t) => supportName[t.key]) };
    for (const t of chosen) {
      const detail = values[`detail_${t.key}`];
      if (detail) body[`detail_${t.key}`] = detail;
    }
    const biodata = [
      'gender',
      'dateOfBirth',
      'employmentStatus',
      'levelOfEducation',
      'sector',
      'category',
      'skillLevel',
      'stateOfOrigin',
      'lga',
      'residenceState',
      'bio',
      'verificationMethod',
      'identificationNumber',
    ] as const;
    for (const key of biodata) if (values[key]) body[key] = values[key];
    const result = await update({ phone: values.phone_number, body });
    if ('error' in result) return; // the error-toast listener shows the failure
    const finished = { ...stored, ...(result.data.user ?? { phone_number: values.phone_number }) };
    setJson(storageKeys.userInfo, finished);
    // The store too: Back to the sign-up form now sends a finished creative home, not here again.
    dispatch(profileRefreshed({ kind: 'user', profile: finished }));
    clearDraft();
    toast.success(translate(result.data.message));
    void navigate(paths.profilePage, { replace: true });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Lets finish up')}>
      <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
      <fieldset className="mb-3">
        <legend className="h5">{t('What support do you need?')}</legend>
        {SUPPORT_TYPES.map((type) => (
          <div key={type.key}>
            <CheckField {...field(type.key)} label={t(SUPPORT_TEXTS[type.key].label)} />
            {watched[type.key] ? (
              <TextAreaField {...field(`detail_${type.key}`)} label={t(SUPPORT_TEXTS[type.key].question)} />
            ) : null}
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend className="h5">{t('About you')}</legend>
        <PhoneField {...field('phone_number')} label={t('Phone number')} />
        <SelectField {...field('gender')} label={t('Gender')} options={biodataOptions(GENDERS, t)} />
        <TextField {...field('dateOfBirth')} label={t('Date of birth')} type="date" />
        <SelectField
          {...field('employmentStatus')}
          label={t('Employment status')}
          options={biodataOptions(EMPLOYMENT_STATUSES, t)}
        />
        <SelectField
          {...field('levelOfEducation')}
          label={t('Level of education')}
          options={biodataOptions(EDUCATION_LEVELS, t)}
        />
        <SelectField
          {...field('sector', { onChange: () => setValue('category', '') })}
          label={t('Sector (expertise)')}
          options={nameOptions(SECTOR_NAMES)}
        />
        <SelectField
          {...field('category')}
          label={t('Category')}
          options={nameOptions(categories)}
          disabled={!sector}
        />
        <SelectField
          {...field('skillLevel')}
          label={t('Skill level')}
          options={biodataOptions(SKILL_LEVELS, t)}
        />
        <SelectField
          {...field('stateOfOrigin', { onChange: () => setValue('lga', '') })}
          label={t('State of origin')}
          options={STATES.map((s) => s.name)}
        />
        <SelectField {...field('lga')} label={t('LGA of origin')} options={lgas} disabled={!state} />
        <SelectField
          {...field('residenceState')}
          label={t('State of residence')}
          options={STATES.map((s) => s.name)}
        />
        <TextAreaField {...field('bio')} label={t('Bio')} />
        <SelectField
          {...field('verificationMethod')}
          label={t('Identity verification method')}
          options={['BVN', 'NIN']}
          placeholder={t('None for now')}
        />
        <TextField
          {...field('identificationNumber')}
          label={t('BVN or NIN')}
          inputMode="numeric"
          maxLength={11}
          autoComplete="off"
        />
      </fieldset>
      <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
        {isLoading ? t('Saving') : t('Finish')}
      </button>
    </form>
  );
}
