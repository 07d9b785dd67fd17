// Business registration (spec sections 2, 4, 5, 8): Business Registration, Contact Person, Support Requirements,
// OTP Verification; area only after a sector, LGA only after a state; a field's error clears when edited.
// Each step is in the address (?step=2) and what was typed is kept for the tab's session; once registered, the
// e-mail waits at step 4 and Back does not offer the registration again (docs/journeys.md).
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { rich } from '@/i18n/rich';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { SECTOR_NAMES, SECTORS } from '@contract/sectors';
import { nameOptions } from '@/lib/reference-names';
import { STATES } from '@contract/states';
import { SUPPORT_TYPES } from '@contract/support-types';
import { failureMessage } from '@/lib/failure-message';
import {
  useRegisterBusinessMutation,
  useResendBusinessOtpMutation,
  useVerifyBusinessOtpMutation,
  verifyBusinessOtpFailure,
} from '../api/accounts-api';
import {
  BUSINESS_STEP_FIELDS,
  businessOtpSchema,
  businessSignupSchema,
  type BusinessSignupValues,
} from '../schemas/business-signup';
import { ErrorSummary } from '@/components/form/error-summary';
import { CheckField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { PhoneField } from '@/components/form/input-kinds';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { journeyDefaults, useJourneyDraft } from '@/hooks/use-journey-draft';
import { clearJourneyDraft, readJourneyDraft, saveJourneyDraft } from '@/lib/journey-drafts';
import { SUPPORT_TEXTS } from './contract-texts';
import { BUSINESS_GRANT_KEY } from './password-forms';
import { useFormSteps } from '../hooks/use-form-steps';
import { delay } from './session';
import { StepButtons } from './step-buttons';
import { OtpField } from './auth-fields';

const DRAFT = 'business-signup';
/** The e-mail a registration went through with: step 4 (the OTP) belongs to it. */
const REGISTERED = 'business-registered';
const OTP_STEP = 3;

const stepTitles = [
  msg('Business Registration'),
  msg('Contact Person'),
  msg('Support Requirements'),
  msg('OTP Verification'),
] as const;

export function BusinessSignupForm() {
  const { t, translate } = useT('auth');
  const [registerBusiness, { isLoading }] = useRegisterBusinessMutation();
  const {
    register,
    handleSubmit,
    trigger,
    control,
    setValue,
    clearErrors,
    watch,
    formState: { errors, submitCount },
  } = useForm<BusinessSignupValues>({
    resolver: yupResolver(businessSignupSchema),
    defaultValues: journeyDefaults(DRAFT, businessSignupSchema.cast({})),
  });
  const { step, setStep, stepButtons, onInvalid, attempt, headingProps } = useFormSteps(
    trigger,
    BUSINESS_STEP_FIELDS,
    { extraSteps: 1 },
  );
  const clearDraft = useJourneyDraft(DRAFT, watch);
  const email = readJourneyDraft<{ email: string }>(REGISTERED)?.email ?? '';
  // Registered: the steps before are done (Back lands on step 4 again); not yet: step 4 is not reachable.
  const misplaced = email ? step !== OTP_STEP : step === OTP_STEP;
  useEffect(() => {
    if (misplaced) setStep(email ? OTP_STEP : 0, { replace: true });
  });
  const watched = useWatch({ control });
  const sector = watched.sector;
  const state = watched.state;
  const areas = SECTORS.find((s) => s.name === sector)?.categories ?? [];
  const lgas = STATES.find((s) => s.name === state)?.lgas ?? [];

  // A field's error clears as soon as it is edited (spec section 5).
  const binding = useFieldBinding(register, errors, { clearErrors });
  const field = binding.field;
  const stepNames = BUSINESS_STEP_FIELDS[step] as readonly string[] | undefined;

  async function onSubmit(values: BusinessSignupValues) {
    const body = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== '' && v !== undefined),
    ) as unknown as BusinessSignupValues;
    const result = await registerBusiness(body);
    if ('error' in result) return; // the error-toast listener shows the failure
    clearDraft();
    saveJourneyDraft(REGISTERED, { email: values.email });
    toast.success(translate(result.data.message));
    setStep(OTP_STEP, { replace: true });
  }

  if (misplaced) return null;

  return (
    <div className="auth-panel mx-auto">
      <p className="text-muted mb-1">{t('Step {{step}} of {{steps}}', { step: step + 1, steps: 4 })}</p>
      <h2 className="h4 mb-3" {...headingProps}>
        {t(stepTitles[step])}
      </h2>
      {step < OTP_STEP ? (
        <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate aria-label={t('Business registration')}>
          <ErrorSummary
            errors={errors}
            idOf={binding.idOf}
            attempt={attempt + submitCount}
            names={stepNames}
          />
          {step === 0 ? (
            <>
              <TextField
                {...field('registered_name')}
                label={t('Registered name')}
                autoComplete="organization"
              />
              <TextField {...field('trade_name')} label={t('Trade name')} />
              <SelectField
                {...field('sector', { onChange: () => setValue('area', '') })}
                label={t('Sector')}
                options={nameOptions(SECTOR_NAMES)}
              />
              <SelectField
                {...field('area')}
                label={t('Area')}
                options={nameOptions(areas)}
                disabled={!sector}
              />
              <SelectField
                {...field('state', { onChange: () => setValue('lga', '') })}
                label={t('State')}
                options={STATES.map((s) => s.name)}
              />
              <SelectField {...field('lga')} label={t('LGA')} options={lgas} disabled={!state} />
            </>
          ) : null}
          {step === 1 ? (
            <>
              <TextField {...field('email')} label={t('Email')} type="email" autoComplete="email" />
              <PhoneField {...field('phone_number')} label={t('Phone number')} />
              <TextField {...field('address')} label={t('Address')} autoComplete="street-address" />
              <TextField {...field('website')} label={t('Website')} type="url" autoComplete="url" />
            </>
          ) : null}
          {step === 2 ? (
            <fieldset>
              <legend className="h6">{t('What support does your business need?')}</legend>
              {SUPPORT_TYPES.map((type) => (
                <div key={type.key}>
                  <CheckField {...field(`need_${type.key}`)} label={t(SUPPORT_TEXTS[type.key].label)} />
                  {watched[`need_${type.key}`] ? (
                    <TextAreaField
                      {...field(`detail_${type.key}`)}
                      label={t(SUPPORT_TEXTS[type.key].question)}
                    />
                  ) : null}
                </div>
              ))}
            </fieldset>
          ) : null}
          <StepButtons {...stepButtons} pending={isLoading} />
        </form>
      ) : (
        <BusinessOtpStep email={email} />
      )}
      <p className="mt-3 text-center">
        {rich(t('Already registered? <link>Login</link>'), {
          link: (chunk) => <Link to={`${paths.login}?loginType=business`}>{chunk}</Link>,
        })}
      </p>
    </div>
  );
}

function BusinessOtpStep({ email }: { email: string }) {
  const { t, translate } = useT('auth');
  const navigate = useNavigate();
  const [verify, { isLoading, isSuccess }] = useVerifyBusinessOtpMutation();
  const [resend, { isLoading: resending }] = useResendBusinessOtpMutation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver: yupResolver(businessOtpSchema), defaultValues: { otp: '' } });
  const binding = useFieldBinding(register, errors, { clearErrors });

  async function onSubmit({ otp }: { otp: string }) {
    const result = await verify({ email, otp });
    if ('error' in result) {
      setError('otp', { message: failureMessage(result.error, verifyBusinessOtpFailure) });
      return;
    }
    if (result.data.token) sessionStorage.setItem(BUSINESS_GRANT_KEY, result.data.token);
    toast.success(t('Business verified successfully!'));
    await delay(3000);
    void navigate(paths.businessPassword);
    // After leaving: cleared earlier, the form would send this step back to step 1 during the 3 s.
    clearJourneyDraft(REGISTERED);
  }

  async function onResend() {
    const result = await resend({ email });
    if ('error' in result) return; // the error-toast listener shows the failure
    toast.success(translate(result.data.message));
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('OTP Verification')}>
      <p>
        {rich(t('We sent an OTP to <strong>{{email}}</strong>.', { email }), {
          strong: (chunk) => <strong>{chunk}</strong>,
        })}
      </p>
      <OtpField {...binding.field('otp')} />
      <SubmitButton pending={isLoading} pendingText={t('Verifying')} disabled={isSuccess}>
        {t('Verify')}
      </SubmitButton>
      <p className="mt-3 text-center">
        <button type="button" className="btn btn-link p-0" onClick={onResend} disabled={resending}>
          {t('Resend OTP')}
        </button>
      </p>
    </form>
  );
}
