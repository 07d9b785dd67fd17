// A labelled select bound to a value held in state or the address (a list's filter, a period, a decision), outside
// react-hook-form; the form fields of fields.tsx take a registration instead. The caller passes its translated
// texts, so each feature keeps its own catalogue's wording.
import type { ReactNode } from 'react';

export interface ValueOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface ValueSelectProps<V extends string> {
  id: string;
  label: ReactNode;
  value: V | '';
  onChange: (value: V | '') => void;
  options: readonly ValueOption<V>[];
  /** The first choice, standing for '' ("All", "Choose"); none when every value is a real one. */
  empty?: string;
  /** The wrapper's classes; none by default. */
  className?: string;
  labelClassName?: string;
}

export function ValueSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
  empty,
  className,
  labelClassName = 'form-label',
}: ValueSelectProps<V>) {
  return (
    <div className={className}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {/* The options are the caller's values (and '' for `empty`), so the cast only names their type. */}
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
