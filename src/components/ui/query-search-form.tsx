// The search form of a list whose query lives in the URL (the feed, the marketplace): the field is uncontrolled and
// keyed on the query, so it shows the URL's query again when that changes; a submit hands over the trimmed text.
import type { FormEvent } from 'react';

export interface QuerySearchFormProps {
  /** The form's own class (its layout beside the list). */
  className: string;
  inputId: string;
  query: string;
  /** The field's hidden label and its placeholder, translated by the page. */
  label: string;
  buttonText: string;
  onSearch: (query: string) => void;
}

export function QuerySearchForm({
  className,
  inputId,
  query,
  label,
  buttonText,
  onSearch,
}: QuerySearchFormProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  }

  return (
    <form className={className} role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        key={query}
        name="q"
        type="search"
        className="form-control"
        placeholder={label}
        defaultValue={query}
        maxLength={100}
      />
      <button type="submit" className="btn btn-primary">
        {buttonText}
      </button>
    </form>
  );
}
