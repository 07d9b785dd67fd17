// Partner signup (spec sections 2, 4, 5): 'Step N of 3', Next only when the step validates, trimmed values,
// terms on step 3, then /partnerwelcome after 3 s.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@contract/options';
import { useRegisterPartnerMutation } from '../api/accounts-api';
import { PARTNER_STEP_FIELDS, partnerSignupSchema, type PartnerSignupValues } from '../schemas/partner-signup';
import { CheckField, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { delay } from './session';

const stepTitles = ['Company Info', 'Contact Person', 'Partnership Details'] as const;
const partnerTypeLabels: Record<(typeof PARTNER_TYPES)[number], string> = {
  donate: 'Donate',
  sponsor: 'Sponsor',
  scholarship: 'Scholarship',
};

export function PartnerSignupForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
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

  async function onNext() {
    if (await trigger([...PARTNER_STEP_FIELDS[step]])) setStep((s) => s + 1);
  }

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
          <CheckField
            label={
              <>
                I agree to the <Link to={paths.termsOfUse}>terms of use</Link>
              </>
            }
            registration={register('terms')}
            error={errors.terms?.message}
          />
        </>
      ) : null}
      <div className="d-flex gap-2 mt-3">
        {step > 0 ? (
          <button type="button" className="btn btn-outline-dark" onClick={() => setStep((s) => s - 1)}>
            Previous
          </button>
        ) : null}
        {step < 2 ? (
          // keys: React must not reuse the Next button as Submit (a type change mid-click submits the form)
          <button key="next" type="button" className="btn btn-primary ms-auto" onClick={onNext}>
            Next
          </button>
        ) : (
          <button key="submit" type="submit" className="btn btn-primary ms-auto" disabled={isLoading || isSuccess}>
            {isLoading ? 'Submitting' : 'Submit'}
          </button>
        )}
      </div>
    </form>
  );
}
