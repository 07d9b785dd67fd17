// Edit My Information (lazy): every profile field of spec section 2 with dependent selects (category follows
// expertise/sector, LGA follows state) and the option lists of spec section 5.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type Path } from 'react-hook-form';
import { EDUCATION_LEVELS, EMPLOYMENT_STATUSES, GENDERS, SKILL_LEVELS } from '@contract/options';
import { categoriesOf, SECTOR_NAMES } from '@contract/sectors';
import { nameOptions } from '@/lib/reference-names';
import { lgasOf, STATES } from '@contract/states';
import { SUPPORT_TYPES } from '@contract/support-types';
import { CheckField, halfWidthFields, TextAreaField } from '@/components/form/fields';
import { ErrorSummary } from '@/components/form/error-summary';
import { SaveActions } from '@/components/form/save-actions';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { useT } from '@/i18n/use-t';
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';
import { useEditBusinessProfileMutation, useEditCreativeProfileMutation } from '../api/profile-api';
import { settleEdit } from './edit-form-actions';
import { optionsOf, optionText } from './option-texts';
import {
  businessInfoSchema,
  creativeInfoSchema,
  type BusinessInfo,
  type CreativeInfo,
} from '../schemas/edit-info-schema';

type Values = CreativeInfo & BusinessInfo;

function defaults(profile: AnyProfile): Values {
  const keys = [
    'first_name',
    'last_name',
    'gender',
    'date_of_birth',
    'phone_number',
    'bio',
    'expertise',
    'category',
    'skill_level',
    'employment_status',
    'level_of_education',
    'origin_state',
    'lga_origin',
    'residence_state',
    'lga_residence',
    'facebook',
    'twitter',
    'instagram',
    'linkedin',
    'registered_name',
    'trade_name',
    'sector',
    'area',
    'state',
    'lga',
    'address',
    'website',
    'detail_training',
    'detail_funding',
    'detail_tools',
    'detail_market_access',
  ] as const;
  const flags = ['need_training', 'need_funding', 'need_tools', 'need_market_access'] as const;
  const values: Record<string, string | boolean> = Object.fromEntries(
    keys.map((key) => [key, profile[key] ?? '']),
  );
  for (const flag of flags) values[flag] = profile[flag] === true;
  return values as Values;
}

export function EditInfoForm({
  profile,
  kind,
  onDone,
}: {
  profile: AnyProfile;
  kind: ProfileKind;
  onDone: () => void;
}) {
  const isBusiness = kind === 'business';
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, submitCount },
  } = useForm<Values>({
    // One form for both kinds; the resolver is the kind's schema.
    resolver: yupResolver((isBusiness ? businessInfoSchema : creativeInfoSchema) as never),
    defaultValues: defaults(profile),
  });
  const [saveCreative, creativeState] = useEditCreativeProfileMutation();
  const [saveBusiness, businessState] = useEditBusinessProfileMutation();
  const { t } = useT('profile');
  const pending = creativeState.isLoading || businessState.isLoading;

  const sector = watch(isBusiness ? 'sector' : 'expertise');
  const state = watch(isBusiness ? 'state' : 'origin_state');
  const categories = categoriesOf(sector);
  const lgas = lgasOf(state);
  const residenceLgas = lgasOf(watch('residence_state'));
  const sectorNames = nameOptions(SECTOR_NAMES);
  const categoryNames = nameOptions(categories);
  const stateNames = STATES.map((item) => item.name);

  const onSubmit = async (values: Values) => {
    const keys = isBusiness ? Object.keys(businessInfoSchema.fields) : Object.keys(creativeInfoSchema.fields);
    // The need flags go as the user chose them (the spec's "always false" is a defect we do not copy).
    const body = Object.fromEntries(keys.map((key) => [key, values[key as keyof Values]]));
    settleEdit(isBusiness ? await saveBusiness(body) : await saveCreative(body), onDone);
  };

  const { field, idOf } = useFieldBinding(register, errors);
  const { input: text, select } = halfWidthFields(field, setValue);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
      <div className="row g-3">
        {isBusiness ? (
          <>
            {text('trade_name', t('Trade name'))}
            {text('registered_name', t('Registered name'))}
            {select('sector', t('Sector'), t('Choose sector'), sectorNames, 'area')}
            {select('area', t('Area'), t('Choose area'), categoryNames)}
            {select('state', t('State'), t('Choose state'), stateNames, 'lga')}
            {select('lga', t('LGA'), t('Choose lga'), lgas)}
            {text('address', t('Address'))}
            {text('website', t('Website'), 'url')}
            {text('phone_number', t('Phone number'), 'tel')}
          </>
        ) : (
          <>
            {text('first_name', t('First name'))}
            {text('last_name', t('Last name'))}
            {select('gender', t('Gender'), t('Choose gender'), optionsOf(GENDERS))}
            {text('date_of_birth', t('Date of birth'), 'date')}
            {text('phone_number', t('Phone number'), 'tel')}
            {select(
              'expertise',
              t('Industry / expertise'),
              t('Choose industry / expertise'),
              sectorNames,
              'category',
            )}
            {select('category', t('Category'), t('Choose category'), categoryNames)}
            {select('skill_level', t('Skill level'), t('Choose skill level'), optionsOf(SKILL_LEVELS))}
            {select(
              'employment_status',
              t('Employment status'),
              t('Choose employment status'),
              optionsOf(EMPLOYMENT_STATUSES),
            )}
            {select(
              'level_of_education',
              t('Education level'),
              t('Choose education level'),
              optionsOf(EDUCATION_LEVELS),
            )}
            {select(
              'origin_state',
              t('State of origin'),
              t('Choose state of origin'),
              stateNames,
              'lga_origin',
            )}
            {select('lga_origin', t('LGA of origin'), t('Choose lga of origin'), lgas)}
            {select(
              'residence_state',
              t('State of residence'),
              t('Choose state of residence'),
              stateNames,
              'lga_residence',
            )}
            {select('lga_residence', t('LGA of residence'), t('Choose lga of residence'), residenceLgas)}
          </>
        )}
        <TextAreaField {...field('bio')} label={t('Bio')} className="col-12" />
        {isBusiness ? null : text('website', t('Website'), 'url')}
        {text('linkedin', 'LinkedIn')}
        {text('facebook', 'Facebook')}
        {text('twitter', 'Twitter')}
        {text('instagram', 'Instagram')}
        <fieldset className="col-12">
          <legend className="h6">{t('Support needs')}</legend>
          {SUPPORT_TYPES.map((type) => {
            const flag = `need_${type.key}` as Path<Values>;
            const detail = `detail_${type.key}` as Path<Values>;
            return (
              <div key={type.key} className="mb-2">
                <CheckField {...field(flag)} label={optionText(type.label)} className="form-check" />
                {watch(flag) ? (
                  <TextAreaField
                    {...field(detail)}
                    label={<span className="small">{optionText(type.question)}</span>}
                    className=""
                    rows={2}
                  />
                ) : null}
              </div>
            );
          })}
        </fieldset>
      </div>
      <SaveActions pending={pending} onCancel={onDone} />
    </form>
  );
}
