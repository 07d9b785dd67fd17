// Partner signup (spec sections 2, 4, 5): 'Step N of 3', Next only when the step validates, trimmed values,
// terms on step 3, then /partnerwelcome after 3 s. The step is in the address and what was typed is kept for the
// tab's session, so Back and Forward keep both (docs/journeys.md).
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@contract/options';
import { useRegisterPartnerMutation } from '../api/accounts-api';
import {
  PARTNER_STEP_FIELDS,
  partnerSignupSchema,
  type PartnerSignupValues,
} from '../schemas/partner-signup';
import { ErrorSummary } from '@/components/form/error-summary';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { PhoneField } from '@/components/form/input-kinds';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { journeyDefaults, useJourneyDraft } from '@/hooks/use-journey-draft';
import { useFormSteps } from '../hooks/use-form-steps';
import { delay } from './session';
import { StepButtons } from './step-buttons';
import { TermsField } from './auth-fields';

const DRAFT = 'partner-signup';
const stepTitles = [msg('Company Info'), msg('Contact Person'), msg('Partnership Details')] as const;
const partnerTypeLabels: Record<(typeof PARTNER_TYPES)[number], string> = {
  donate: msg('Donate'),
  sponsor: msg('Sponsor'),
  scholarship: msg('Scholarship'),
};
const sectorLabels: Record<(typeof ORGANIZATION_SECTORS)[number], string> = {
  private: msg('Private'),
  public: msg('Public'),
};

export function PartnerSignupForm() {
  const { t, translate } = useT('auth');
  const navigate = useNavigate();
  const [registerPartner, { isLoading, isSuccess }] = useRegisterPartnerMutation();
  const {
    register,
    handleSubmit,
    trigger,
    watch,
    formState: { errors, submitCount },
  } = useForm<PartnerSignupValues>({
    resolver: yupResolver(partnerSignupSchema),
    defaultValues: journeyDefaults(DRAFT, partnerSignupSchema.cast({})),
  });
  const { step, stepButtons, onInvalid, attempt, headingProps } = useFormSteps(trigger, PARTNER_STEP_FIELDS);
  const { field, idOf } = useFieldBinding(register, errors);
  const clearDraft = useJourneyDraft(DRAFT, watch);

  async function onSubmit({ terms: _terms, website, ...values }: PartnerSignupValues) {
    const result = await registerPartner({ ...values, ...(website ? { website } : {}) });
    if ('error' in result) return; // the error-toast listener shows the failure
    clearDraft();
    toast.success(translate(result.data.message));
    await delay(3000);
    void navigate(paths.partnerWelcome);
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      noValidate
      aria-label={t('Partner sign up')}
      className="auth-panel mx-auto"
    >
      <p className="text-muted mb-1">{t('Step {{step}} of {{steps}}', { step: step + 1, steps: 3 })}</p>
      <h2 className="h4 mb-3" {...headingProps}>
        {t(stepTitles[step])}
      </h2>
      <ErrorSummary
        errors={errors}
        idOf={idOf}
        attempt={attempt + submitCount}
        names={PARTNER_STEP_FIELDS[step]}
      />
      {step === 0 ? (
        <>
          <TextField {...field('name')} label={t('Organization Name')} autoComplete="organization" />
          <TextField {...field('email')} label={t('Organization Email')} type="email" autoComplete="email" />
          <TextField {...field('website')} label={t('Website')} type="url" autoComplete="url" />
          <SelectField
            {...field('industry')}
            label={t('Organization Sector')}
            options={ORGANIZATION_SECTORS.map((v) => ({ value: v, label: t(sectorLabels[v]) }))}
          />
        </>
      ) : null}
      {step === 1 ? (
        <>
          <TextField {...field('user_name')} label={t('Contact Name')} autoComplete="name" />
          <TextField {...field('user_email')} label={t('Contact Email')} type="email" />
          <PhoneField {...field('user_phone_number')} label={t('Contact Number')} />
        </>
      ) : null}
      {step === 2 ? (
        <>
          <SelectField
            {...field('partner_type')}
            label={t('Partner type')}
            options={PARTNER_TYPES.map((v) => ({ value: v, label: t(partnerTypeLabels[v]) }))}
          />
          <TextAreaField {...field('goals')} label={t('Goal')} />
          <TextAreaField {...field('outcome')} label={t('Benefit')} />
          <TermsField {...field('terms')} />
        </>
      ) : null}
      <StepButtons {...stepButtons} pending={isLoading} disabled={isSuccess} />
    </form>
  );
}
