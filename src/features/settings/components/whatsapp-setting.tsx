// The seller's WhatsApp setting (issue 13): 'Show my WhatsApp number on my products' and the number (a Nigerian
// mobile number). Off by default; while on, every product of the seller offers a WhatsApp link with a preset message.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ErrorSummary } from '@/components/form/error-summary';
import { CheckField, ServerErrorText, SubmitButton } from '@/components/form/fields';
import { PhoneField } from '@/components/form/input-kinds';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { WHATSAPP_MESSAGES } from '@contract/enquiries';
import { useSaveWhatsappSettingMutation, useWhatsappSettingQuery } from '../api/settings-api';
import { whatsappSchema, type WhatsappValues } from '../schemas/settings-schemas';

export function WhatsappSetting() {
  const id = useId();
  const { data } = useWhatsappSettingQuery();
  const [save] = useSaveWhatsappSettingMutation();
  const { serverError, guard } = useServerError(
    msg('Your WhatsApp setting could not be saved. Please try again.'),
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<WhatsappValues>({
    resolver: yupResolver(whatsappSchema),
    defaultValues: { show: false, number: '' },
  });

  useEffect(() => {
    if (data) reset({ show: data.show, number: data.number ?? '' });
  }, [data, reset]);
  const { t } = useT('settings');

  const onSubmit = guard(async (values: WhatsappValues) => {
    await save({ show: values.show, number: values.number || null }).unwrap();
    toast.success(t(WHATSAPP_MESSAGES.saved), { autoClose: 3000 });
  });

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {/* i18n-ignore: a brand name, the same in every language */}
        WhatsApp
      </h2>
      <ErrorSummary errors={errors} idOf={(name) => `${id}-${name}`} attempt={submitCount} />
      <p className="text-muted small">
        {t(
          'Buyers always reach you by e-mail through Buy Now. You may also let them message you on WhatsApp.',
        )}
      </p>
      <CheckField
        id={`${id}-show`}
        label={t('Show my WhatsApp number on my products')}
        registration={register('show')}
        error={errors.show?.message}
      />
      <PhoneField
        id={`${id}-number`}
        label={t('WhatsApp number')}
        hint={t('A Nigerian mobile number, e.g. 0803 123 4567.')}
        registration={register('number')}
        error={errors.number?.message}
      />
      <ServerErrorText message={serverError} />
      <SubmitButton pending={isSubmitting} pendingText={t('Saving…')} className="btn btn-primary">
        {t('Save')}
      </SubmitButton>
    </form>
  );
}
