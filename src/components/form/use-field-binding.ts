// The one way a form binds its fields to the field family (fields.tsx): `binding.field(name)` gives a field its id
// (under the form's ids prefix), its react-hook-form registration and its error, spread onto the field:
// `<TextField {...binding.field('email')} label={t('Email')} />`.
// Options cover what some forms want on top: the schema's "all fields required" message shown once above the form
// (each failing field then just says 'Required'), and a field's error cleared as soon as it is edited.
import { useId } from 'react';
import { get } from 'react-hook-form';
import type {
  FieldErrors,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormClearErrors,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

export interface FieldBindingOptions<T extends FieldValues> {
  /** The schema's "all fields required" message: shown once above the form (FormAlerts), 'Required' per field. */
  required?: string;
  /** What a field failing with `required` says under itself: 'Required' by default, nothing when null. */
  requiredFieldText?: string | null;
  /** The form's clearErrors: a field's error clears as soon as it is edited (spec section 5). */
  clearErrors?: UseFormClearErrors<T>;
}

export interface BoundField<T extends FieldValues> {
  id: string;
  registration: UseFormRegisterReturn<Path<T>>;
  error: string | undefined;
}

export interface FieldBinding<T extends FieldValues> {
  /** The form's ids prefix (for the heading and other labelled parts). */
  id: string;
  /** The control id a field gets (the error summary links to it). */
  idOf: (name: string) => string;
  /** What a field says for an error message (the schema's "all fields required" becomes the field's own text). */
  shown: (message: string) => string;
  /** True when some field failed with the schema's "all fields required" message. */
  missing: boolean;
  /** The id, registration and error of one field, spread onto a field of fields.tsx; `options` go to register. */
  field: (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => BoundField<T>;
}

export function useFieldBinding<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  { required, requiredFieldText = 'Required', clearErrors }: FieldBindingOptions<T> = {},
): FieldBinding<T> {
  const id = useId();
  const idOf = (name: string) => `${id}-${name}`;
  const shown = (message: string) =>
    required !== undefined && message === required ? (requiredFieldText ?? message) : message;
  const messages = errors as Record<string, { message?: string } | undefined>;
  const missing =
    required !== undefined && Object.values(messages).some((error) => error?.message === required);
  const field = (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => {
    const error: { message?: string } | undefined = get(errors, name);
    const message = error?.message;
    const onChange = options?.onChange;
    const registration = clearErrors
      ? register(name, {
          ...options,
          onChange: (event: unknown) => {
            clearErrors(name);
            return onChange?.(event);
          },
        })
      : register(name, options);
    return {
      id: idOf(name),
      registration,
      error: required !== undefined && message === required ? (requiredFieldText ?? undefined) : message,
    };
  };
  return { id, idOf, shown, missing, field };
}
