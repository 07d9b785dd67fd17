// Register interest in IP securitization (POST /prop/interest); shows the server's thank-you message.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ServerErrorText, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { PhoneField } from '@/components/form/input-kinds';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useRegisterInterestMutation } from '../api/pages-api';
import { interestSchema, type InterestValues } from '../schemas/interest-schema';

export function InterestForm() {
  const { t, translate } = useT('static-pages');
  const id = useId();
  const [register, { isLoading }] = useRegisterInterestMutation();
  const [thanks, setThanks] = useState<string | null>(null);
  const { serverError, guard } = useServerError(
    msg('We could not register your interest. Please try again.'),
  );
  const {
    register: registerField,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<InterestValues>({
    resolver: yupResolver(interestSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { field, idOf } = useFieldBinding(registerField, errors);

  const onSubmit = guard(async (values: InterestValues) => {
    const message = await register({
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      message: values.message || null,
      interest: 'ip-securitization',
    }).unwrap();
    setThanks(message);
  });

  if (thanks) {
    return (
      <div className="alert alert-success mt-4" role="status">
        {translate(thanks)}
      </div>
    );
  }

  return (
    <section className="interest-form card mt-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h4">
          {t('Register your interest')}
        </h2>
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <ErrorSummary errors={errors} idOf={idOf} attempt={submitCount} />
          <TextField {...field('name')} label={t('Name')} type="text" autoComplete="name" />
          <TextField {...field('email')} label={t('Email')} type="email" autoComplete="email" />
          <PhoneField {...field('phone')} label={t('Phone (optional)')} />
          <TextAreaField {...field('message')} label={t('Message (optional)')} rows={4} />
          <ServerErrorText message={serverError} />
          <SubmitButton className="btn btn-primary" pending={isLoading} pendingText={t('Registering...')}>
            {t('Register interest')}
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
