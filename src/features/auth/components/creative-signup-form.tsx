// Creative signup (spec sections 2, 4): stores the returned token, then /login (type user) after 2 s. What was
// typed (never the password) is kept for the tab's session; a creative already signed in (Back from 'Lets finish
// up') is sent where they belong instead of seeing this form again (docs/journeys.md).
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';
import { useRegisterCreativeMutation } from '../api/accounts-api';
import { selectAuth, setLoginType } from '../auth-slice';
import { creativeSignupSchema, type CreativeSignupValues } from '../schemas/creative-signup';
import { PasswordField, SubmitButton, TextField } from '@/components/form/fields';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { journeyDefaults, useJourneyDraft } from '@/hooks/use-journey-draft';
import { delay, nextPathAfterLogin } from './session';
import { TermsField } from './auth-fields';

const DRAFT = 'creative-signup';

export function CreativeSignupForm() {
  const { t } = useT('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [registerCreative, { isLoading, isSuccess }] = useRegisterCreativeMutation();
  const auth = useAppSelector(selectAuth);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, submitCount },
  } = useForm<CreativeSignupValues>({
    resolver: yupResolver(creativeSignupSchema),
    defaultValues: journeyDefaults(DRAFT, {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      terms: false,
    }),
  });
  const { field, idOf } = useFieldBinding(register, errors);
  const clearDraft = useJourneyDraft(DRAFT, watch);

  async function onSubmit({ terms: _terms, ...values }: CreativeSignupValues) {
    const result = await registerCreative(values);
    if ('error' in result) return; // the error-toast listener shows the failure
    // Spec section 4: the session stores the returned token (the user still logs in next, then verifies by OTP).
    clearDraft();
    toast.success(t('Creative Account created successful!'));
    dispatch(setLoginType('user'));
    await delay(2000);
    void navigate(`${paths.login}?loginType=user`);
  }

  // Signed in as a creative already: this form is behind them (the sign-up, and maybe the finish-up, are done).
  if (auth.isAuthenticated && auth.userType === 'user')
    return <Navigate to={nextPathAfterLogin('user', auth.user)} replace />;

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={t('Creative sign up')}
      className="auth-panel mx-auto"
    >
      <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
      <div className="row">
        <div className="col-12 col-sm-6">
          <TextField {...field('first_name')} label={t('First name')} autoComplete="given-name" />
        </div>
        <div className="col-12 col-sm-6">
          <TextField {...field('last_name')} label={t('Last name')} autoComplete="family-name" />
        </div>
      </div>
      <TextField {...field('email')} label={t('Email')} type="email" autoComplete="email" />
      <PasswordField {...field('password')} label={t('Password')} />
      <TermsField {...field('terms')} />
      <SubmitButton pending={isLoading} pendingText={t('Submitting')} disabled={isSuccess}>
        {t('Submit')}
      </SubmitButton>
      <p className="mt-3 text-center">
        {rich(t('Already have an account? <link>Login</link>'), {
          link: (chunk) => <Link to={paths.login}>{chunk}</Link>,
        })}
      </p>
    </form>
  );
}
