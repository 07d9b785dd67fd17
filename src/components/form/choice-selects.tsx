// One select per choice group: a create form asks for the same fields, with the same labelled choices, as its
// list's filter panel offers (the groups are shared, so a form cannot create what no filter finds).
import type { FieldValues, Path } from 'react-hook-form';
import { useT } from '@/i18n/use-t';
import { SelectField, type SelectOption } from './fields';
import type { FieldBinding } from './use-field-binding';

export interface ChoiceGroup<K extends string = string> {
  key: K;
  label: string;
  options: readonly SelectOption[];
}

export interface ChoiceSelectsProps<T extends FieldValues> {
  groups: readonly ChoiceGroup<Path<T>>[];
  binding: FieldBinding<T>;
  /** Each select's wrapper classes, e.g. 'col-sm-6 mb-3'. */
  className: string;
}

export function ChoiceSelects<T extends FieldValues>({ groups, binding, className }: ChoiceSelectsProps<T>) {
  const { t } = useT();
  return (
    <>
      {groups.map((group) => (
        <SelectField
          key={group.key}
          {...binding.field(group.key)}
          label={group.label}
          className={className}
          placeholder={t('Choose the {{field}}', { field: group.label.toLowerCase() })}
          options={group.options}
        />
      ))}
    </>
  );
}
