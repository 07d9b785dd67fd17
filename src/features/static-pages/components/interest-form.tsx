// Register interest in IP securitization (POST /prop/interest); shows the server's thank-you message.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getErrorMessage } from '@/lib/api-session';
import { useRegisterInterestMutation } from '../api/pages-api';
import { interestSchema, type InterestValues } from '../schemas/interest-schema';

export function InterestForm() {
  const id = useId();
  const [register, { isLoading }] = useRegisterInterestMutation();
  const [thanks, setThanks] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register: field,
    handleSubmit,
    formState: { errors },
  } = useForm<InterestValues>({
    resolver: yupResolver(interestSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });

  async function onSubmit(values: InterestValues) {
    setServerError(null);
    try {
      const message = await register({
        name: values.name,
        email: values.email,
        phone: values.phone || null,
        message: values.message || null,
        interest: 'ip-securitization',
      }).unwrap();
      setThanks(message);
    } catch (error) {
      setServerError(getErrorMessage(error, 'We could not register your interest. Please try again.'));
    }
  }

  if (thanks) {
    return (
      <div className="alert alert-success mt-4" role="status">
        {thanks}
      </div>
    );
  }

  const control = (name: keyof InterestValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: `form-control${errors[name] ? ' is-invalid' : ''}`,
  });
  const error = (name: keyof InterestValues) =>
    errors[name] ? (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {errors[name]?.message}
      </div>
    ) : null;

  return (
    <section className="interest-form card mt-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h4">
          Register your interest
        </h2>
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-name`}>
              Name
            </label>
            <input {...control('name')} {...field('name')} type="text" autoComplete="name" />
            {error('name')}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-email`}>
              Email
            </label>
            <input {...control('email')} {...field('email')} type="email" autoComplete="email" />
            {error('email')}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-phone`}>
              Phone (optional)
            </label>
            <input {...control('phone')} {...field('phone')} type="tel" autoComplete="tel" />
            {error('phone')}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-message`}>
              Message (optional)
            </label>
            <textarea {...control('message')} {...field('message')} rows={4} />
            {error('message')}
          </div>
          {serverError ? (
            <p className="text-danger" role="alert">
              {serverError}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? 'Registering...' : 'Register interest'}
          </button>
        </form>
      </div>
    </section>
  );
}
