// Partner signup (spec sections 2, 4, 5): 'Step N of 3', Next only when the step validates, trimmed values,
// terms on step 3, then /partnerwelcome after 3 s.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@contract/options';
import { useRegisterPartnerMutation } from '../api/accounts-api';
import { PARTNER_STEP_FIELDS, partnerSignupSchema, type PartnerSignupValues } from '../schemas/partner-signup';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { useFormSteps } from '../hooks/use-form-steps';
import { delay } from './session';
import { StepButtons } from './step-buttons';
import { TermsField } from './auth-fields';

const stepTitles = ['Company Info', 'Contact Person', 'Partnership Details'] as const;
const partnerTypeLabels: Record<(typeof PARTNER_TYPES)[number], string> = {
  donate: 'Donate',
  sponsor: 'Sponsor',
  scholarship: 'Scholarship',
};

export function PartnerSignupForm() {
  const navigate = useNavigate();
  const [registerPartner, { isLoading, isSuccess }] = useRegisterPartnerMutation();
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<PartnerSignupValues>({
    resolver: yupResolver(partnerSignupSchema),
    defaultValues: partnerSignupSchema.cast({}),
  });
  const { step, next, previous } = useFormSteps(trigger, PARTNER_STEP_FIELDS);

  async function onSubmit({ terms: _terms, website, ...values }: PartnerSignupValues) {
    const result = await registerPartner({ ...values, ...(website ? { website } : {}) });
    if ('error' in result) return; // the error-toast listener shows the failure
    toast.success(result.data.message);
    await delay(3000);
    void navigate(paths.partnerWelcome);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Partner sign up" className="auth-panel mx-auto">
      <p className="text-muted mb-1">Step {step + 1} of 3</p>
      <h2 className="h4 mb-3">{stepTitles[step]}</h2>
      {step === 0 ? (
        <>
          <TextField label="Organization Name" autoComplete="organization" registration={register('name')} error={errors.name?.message} />
          <TextField label="Organization Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
          <TextField label="Website" type="url" autoComplete="url" registration={register('website')} error={errors.website?.message} />
          <SelectField
            label="Organization Sector"
            options={ORGANIZATION_SECTORS.map((v) => ({ value: v, label: v === 'private' ? 'Private' : 'Public' }))}
            registration={register('industry')}
            error={errors.industry?.message}
          />
        </>
      ) : null}
      {step === 1 ? (
        <>
          <TextField label="Contact Name" autoComplete="name" registration={register('user_name')} error={errors.user_name?.message} />
          <TextField label="Contact Email" type="email" registration={register('user_email')} error={errors.user_email?.message} />
          <TextField
            label="Contact Number"
            type="tel"
            autoComplete="tel"
            registration={register('user_phone_number')}
            error={errors.user_phone_number?.message}
          />
        </>
      ) : null}
      {step === 2 ? (
        <>
          <SelectField
            label="Partner type"
            options={PARTNER_TYPES.map((v) => ({ value: v, label: partnerTypeLabels[v] }))}
            registration={register('partner_type')}
            error={errors.partner_type?.message}
          />
          <TextAreaField label="Goal" registration={register('goals')} error={errors.goals?.message} />
          <TextAreaField label="Benefit" registration={register('outcome')} error={errors.outcome?.message} />
          <TermsField registration={register('terms')} error={errors.terms?.message} />
        </>
      ) : null}
      <StepButtons
        step={step}
        lastStep={2}
        onPrevious={previous}
        onNext={() => void next()}
        pending={isLoading}
        disabled={isSuccess}
      />
    </form>
  );
}
