// A labelled input with its error tied to it (aria-invalid, aria-describedby), for the settings forms.
import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

export function Field({ id, label, registration, error, type = 'text', ...rest }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        {...registration}
        id={id}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error.message}
        </div>
      ) : null}
    </div>
  );
}
