// The search field of a GET-like form whose query lives in the URL (the site search box, the feed's and the
// marketplace's searches): a hidden label and an uncontrolled `q` field keyed on the query, so it shows the URL's
// query again when that changes; `submittedQuery` reads what a submit hands over.
import type { FormEvent } from 'react';

export interface QueryFieldProps {
  id: string;
  query: string;
  /** The hidden label, translated by the page. */
  label: string;
  placeholder: string;
  className: string;
  maxLength: number;
  required?: boolean;
}

export function QueryField({ id, query, label, ...field }: QueryFieldProps) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} key={query} name="q" type="search" defaultValue={query} {...field} />
    </>
  );
}

/** The submitted form's trimmed `q`, the page staying where it is (the portal navigates itself). */
export function submittedQuery(event: FormEvent<HTMLFormElement>): string {
  event.preventDefault();
  const value = new FormData(event.currentTarget).get('q');
  return typeof value === 'string' ? value.trim() : '';
}
