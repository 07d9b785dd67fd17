// The two-column forms (add a business, edit my information): a text field or a select on half the row from md up,
// bound through useFieldBinding's `field`.
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { SelectField, TextField, type SelectOption } from './fields';
import type { FieldBinding } from './use-field-binding';

const HALF = 'col-12 col-md-6';

export function halfWidthFields<T extends FieldValues>(
  field: FieldBinding<T>['field'],
  setValue: UseFormSetValue<T>,
) {
  const input = (name: Path<T>, label: string, type = 'text') => (
    <TextField {...field(name)} label={label} type={type} className={HALF} />
  );
  /** A select, disabled while it has no options, whose change empties the dependent `reset` field (area follows
   * sector, LGA follows state). */
  const select = (
    name: Path<T>,
    label: string,
    placeholder: string,
    options: readonly SelectOption[],
    reset?: Path<T>,
  ) => (
    <SelectField
      {...field(name, { onChange: () => (reset ? setValue(reset, '' as PathValue<T, Path<T>>) : undefined) })}
      label={label}
      className={HALF}
      options={options}
      placeholder={placeholder}
      disabled={options.length === 0}
    />
  );
  return { input, select };
}
