// Labelled controls bound to react-hook-form for the create forms: ids under one prefix, errors tied to the field.
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FieldError, fieldA11y } from './field-error';

export interface FieldBinding<T extends FieldValues> {
  /** The form's ids prefix (for the heading and other labelled parts). */
  id: string;
  /** True when some field failed with the schema's "all fields required" message. */
  missing: boolean;
  idOf: (name: Path<T>) => string;
  messageOf: (name: Path<T>) => string | undefined;
  /** id, aria-invalid/aria-describedby and the react-hook-form registration of one field. */
  control: (name: Path<T>) => ReturnType<UseFormRegister<T>> & { id: string } & ReturnType<typeof fieldA11y>;
}

/** Binds a form's fields; a field failing with `required` (the summary message) shows just 'Required'. */
export function useFieldBinding<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  required: string,
): FieldBinding<T> {
  const id = useId();
  const messages = errors as Record<string, { message?: string } | undefined>;
  const missing = Object.values(messages).some((error) => error?.message === required);
  const idOf = (name: Path<T>) => `${id}-${name}`;
  const messageOf = (name: Path<T>) => {
    const message = messages[name]?.message;
    return message === required ? 'Required' : message;
  };
  const control = (name: Path<T>) => ({ id: idOf(name), ...fieldA11y(idOf(name), messageOf(name)), ...register(name) });
  return { id, missing, idOf, messageOf, control };
}

interface BoundProps<T extends FieldValues> {
  binding: FieldBinding<T>;
  name: Path<T>;
  label: ReactNode;
  /** The wrapper's classes (grid columns); 'mb-3' by default. */
  className?: string;
}

function Labelled<T extends FieldValues>({ binding, name, label, className = 'mb-3', children }: BoundProps<T> & { children: ReactNode }) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={binding.idOf(name)}>
        {label}
      </label>
      {children}
      <FieldError id={binding.idOf(name)} message={binding.messageOf(name)} />
    </div>
  );
}

type NativeProps<E> = Omit<E, 'id' | 'name' | 'className' | 'onChange' | 'onBlur'>;

export function BoundInput<T extends FieldValues>({
  binding,
  name,
  label,
  className,
  ...input
}: BoundProps<T> & NativeProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Labelled binding={binding} name={name} label={label} className={className}>
      <input className="form-control" {...input} {...binding.control(name)} />
    </Labelled>
  );
}

export function BoundTextArea<T extends FieldValues>({
  binding,
  name,
  label,
  className,
  rows = 4,
  ...textarea
}: BoundProps<T> & NativeProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Labelled binding={binding} name={name} label={label} className={className}>
      <textarea className="form-control" rows={rows} {...textarea} {...binding.control(name)} />
    </Labelled>
  );
}

export function BoundSelect<T extends FieldValues>({
  binding,
  name,
  label,
  className,
  options,
  placeholder,
}: BoundProps<T> & { options: readonly string[]; placeholder: string }) {
  return (
    <Labelled binding={binding} name={name} label={label} className={className}>
      <select className="form-select" defaultValue="" {...binding.control(name)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** The form-level alerts: the "all fields required" summary and the server's error. */
export function FormAlerts({ missing, requiredText, serverError }: { missing: boolean; requiredText: string; serverError?: string | null }) {
  return (
    <>
      {missing ? (
        <p className="text-danger" role="alert">
          {requiredText}
        </p>
      ) : null}
      {serverError ? (
        <p className="alert alert-danger" role="alert">
          {serverError}
        </p>
      ) : null}
    </>
  );
}

/** The full-width submit button; while `pending` it is disabled and reads `pendingText`. */
export function SubmitButton({ pending = false, pendingText, children }: { pending?: boolean; pendingText?: string; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-100" disabled={pending}>
      {pending ? pendingText : children}
    </button>
  );
}
