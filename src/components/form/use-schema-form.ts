// A form validated by its yup schema, with its fields bound (use-field-binding.ts): what every create and edit form
// set up the same way, useForm with the schema's resolver, then the binding of its fields.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type Resolver, type UseFormProps } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { useFieldBinding, type FieldBindingOptions } from './use-field-binding';

export type SchemaFormOptions<S extends AnyObjectSchema, C> = Omit<
  UseFormProps<InferType<S>, C>,
  'resolver'
> &
  Pick<FieldBindingOptions<InferType<S>>, 'required' | 'requiredFieldText'>;

/** react-hook-form's form for `schema`'s values, plus `binding` (`binding.field(name)` for each field). */
export function useSchemaForm<S extends AnyObjectSchema, C = unknown>(
  schema: S,
  { required, requiredFieldText, ...options }: SchemaFormOptions<S, C> = {},
) {
  const form = useForm<InferType<S>, C>({
    resolver: yupResolver(schema) as Resolver<InferType<S>, C>,
    ...options,
  });
  const binding = useFieldBinding(form.register, form.formState.errors, { required, requiredFieldText });
  return { ...form, binding };
}
