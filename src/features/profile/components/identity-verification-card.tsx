// "Verify your identity" for a business account (spec section 3: business verification payload id,
// verification_type): BVN or NIN and the 11-digit number, posted to POST /prop/business/verification.
// The server's message is shown; the number is never kept in the page after a success.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { ErrorSummary } from '@/components/form/error-summary';
import { SelectField, TextField } from '@/components/form/fields';
import { CardSection } from '@/components/ui/card-section';
import { getErrorMessage } from '@/lib/api-session';
import { msg, translate } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import type { AnyProfile } from '@contract/profiles';
import { useVerifyBusinessIdentityMutation } from '../api/profile-api';
import { verifiedId } from './profile-format';

export const IDENTITY_MESSAGES = {
  method: msg('Please choose BVN or NIN.'),
  number: msg('The identification number has 11 digits.'),
} as const;

const schema = yup.object({
  verification_type: yup
    .string()
    .required(IDENTITY_MESSAGES.method)
    .oneOf(['BVN', 'NIN'], IDENTITY_MESSAGES.method),
  identification_number: yup
    .string()
    .default('')
    .transform((value: string) => value.replace(/\s+/g, ''))
    .required(IDENTITY_MESSAGES.number)
    .matches(/^\d{11}$/, IDENTITY_MESSAGES.number),
});
type Values = yup.InferType<typeof schema>;

export function IdentityVerificationCard({ profile }: { profile: AnyProfile }) {
  const formId = useId();
  const [verify, { isLoading }] = useVerifyBusinessIdentityMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { verification_type: '', identification_number: '' },
  });
  const { t } = useT('profile');
  const current = verifiedId(profile);
  const id = Number(profile.id);

  async function onSubmit(values: Values) {
    setOutcome(null);
    try {
      const result = await verify({
        ...(Number.isInteger(id) && id > 0 ? { id } : {}),
        verification_type: values.verification_type as 'BVN' | 'NIN',
        identification_number: values.identification_number,
      }).unwrap();
      reset({ verification_type: values.verification_type, identification_number: '' });
      setOutcome({ ok: true, text: translate(result.message) });
    } catch (error) {
      setOutcome({
        ok: false,
        text: getErrorMessage(error, msg('An error occurred while verifying the user.')),
      });
    }
  }

  return (
    <CardSection id="identity-verification-title" title={t('Verify your identity')}>
      <p className="small">
        {current ? t('Verified: {{id}}.', { id: current }) : t('Not verified yet.')}{' '}
        {t(
          'Verify with the BVN or NIN of the person who runs the business. We keep only a protected form of the number and its last four digits.',
        )}
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Verify your identity')}>
        <ErrorSummary errors={errors} idOf={(name) => `${formId}-${name}`} attempt={submitCount} />
        <SelectField
          id={`${formId}-verification_type`}
          label={t('Verification method')}
          registration={register('verification_type')}
          error={errors.verification_type?.message}
          options={['BVN', 'NIN']}
        />
        <TextField
          id={`${formId}-identification_number`}
          label={t('Identification number')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          registration={register('identification_number')}
          error={errors.identification_number?.message}
        />
        <button type="submit" className="btn btn-outline-primary btn-sm" disabled={isLoading}>
          {isLoading ? t('Verifying') : current ? t('Verify again') : t('Verify')}
        </button>
      </form>
      {outcome ? (
        <p
          className={`small mt-2 mb-0 ${outcome.ok ? 'text-success' : 'text-danger'}`}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      ) : null}
    </CardSection>
  );
}
