// Binds a form's fields for the field family (fields.tsx) under one ids prefix, where the schema's "all fields
// required" message shows once above the form and each failing field just says 'Required'.
import { useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';

export interface FieldBinding<T extends FieldValues> {
  /** The form's ids prefix (for the heading and other labelled parts). */
  id: string;
  /** True when some field failed with the schema's "all fields required" message. */
  missing: boolean;
  /** The id, registration and error of one field, spread onto a field of fields.tsx. */
  field: (name: Path<T>) => {
    id: string;
    registration: UseFormRegisterReturn<Path<T>>;
    error: string | undefined;
  };
}

export function useFieldBinding<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  required: string,
): FieldBinding<T> {
  const id = useId();
  const messages = errors as Record<string, { message?: string } | undefined>;
  const missing = Object.values(messages).some((error) => error?.message === required);
  const field = (name: Path<T>) => {
    const message = messages[name]?.message;
    return {
      id: `${id}-${name}`,
      registration: register(name),
      error: message === required ? 'Required' : message,
    };
  };
  return { id, missing, field };
}
