// A filter panel with collapsible groups of radio choices; on small screens a toggle shows or hides it.
import { useId, useState } from 'react';
import { useT } from '@/i18n/use-t';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  key: string;
  label: string;
  options: readonly FilterOption[];
}

export interface FilterPanelProps {
  groups: readonly FilterGroup[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

function Group({
  group,
  value,
  onChange,
}: {
  group: FilterGroup;
  value: string;
  onChange: (value: string) => void;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const { t } = useT();
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">
        <button
          type="button"
          className="filter-group__toggle"
          aria-expanded={open}
          aria-controls={`${id}-options`}
          onClick={() => setOpen((v) => !v)}
        >
          {group.label}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </legend>
      <div id={`${id}-options`} hidden={!open}>
        {[{ value: '', label: t('All') }, ...group.options].map((option) => (
          <div className="form-check" key={option.value || 'all'}>
            <input
              className="form-check-input"
              type="radio"
              id={`${id}-${option.value || 'all'}`}
              name={`${id}-${group.key}`}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label className="form-check-label" htmlFor={`${id}-${option.value || 'all'}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function FilterPanel({ groups, values, onChange }: FilterPanelProps) {
  const [shown, setShown] = useState(false);
  const { t } = useT();
  const title = t('Filters');
  const id = useId();
  return (
    <aside className="filter-panel" aria-label={title}>
      <button
        type="button"
        className="btn btn-outline-primary w-100 mb-2 d-md-none"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? t('Hide filters') : t('Show filters')}
      </button>
      <div id={id} className={`filter-panel__body${shown ? '' : ' d-none d-md-block'}`}>
        <h2 className="h6">{title}</h2>
        {groups.map((group) => (
          <Group
            key={group.key}
            group={group}
            value={values[group.key] ?? ''}
            onChange={(v) => onChange(group.key, v)}
          />
        ))}
      </div>
    </aside>
  );
}
