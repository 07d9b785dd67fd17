// The search form of a list whose query lives in the URL (the feed, the marketplace): the field is uncontrolled and
// keyed on the query, so it shows the URL's query again when that changes; a submit hands over the trimmed text.
import { QueryField, submittedQuery } from './query-field';

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
  return (
    <form className={className} role="search" onSubmit={(event) => onSearch(submittedQuery(event))}>
      <QueryField
        id={inputId}
        query={query}
        label={label}
        placeholder={label}
        className="form-control"
        maxLength={100}
      />
      <button type="submit" className="btn btn-primary">
        {buttonText}
      </button>
    </form>
  );
}
