// A labelled search box for lists: submits on Enter or the button; the value lives in the URL (useListParams).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t';

export interface ListSearchProps {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
}

export function ListSearch({ value, onSearch, label, placeholder }: ListSearchProps) {
  const [text, setText] = useState(value);
  const id = useId();
  const { t } = useT();
  useEffect(() => setText(value), [value]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <form role="search" className="list-search mb-3" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          type="search"
          className="form-control"
          value={text}
          placeholder={placeholder ?? label}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '' && value !== '') onSearch('');
          }}
        />
        <button type="submit" className="btn btn-primary">
          {t('Search')}
        </button>
      </div>
    </form>
  );
}
