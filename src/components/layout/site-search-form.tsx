// The site search box (issue 35): in the header on wide screens and at the top of the phone menu. A plain GET form
// to /search?q= (it works before the script has run, and from a pre-rendered page); once the portal runs, a submit
// goes there without reloading. Tiny on purpose: it is in the first load. The results page is lazy.
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_QUERY_MAX } from '@contract/search';
import { QueryField, submittedQuery } from '@/components/ui/query-field';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

export function SiteSearchForm({
  className = '',
  defaultValue = '',
  onSearch,
}: {
  className?: string;
  defaultValue?: string;
  /** Called before leaving for the results (the phone menu closes). */
  onSearch?: () => void;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      role="search"
      aria-label={t('Search the portal')}
      action={paths.search}
      method="get"
      className={`site-search ${className}`}
      onSubmit={(event) => {
        const q = submittedQuery(event);
        if (q === '') return;
        onSearch?.();
        void navigate(`${paths.search}?q=${encodeURIComponent(q)}`);
      }}
    >
      <QueryField
        id={id}
        query={defaultValue}
        label={t('Search the portal')}
        placeholder={t('Search')}
        className="site-search__input"
        maxLength={SEARCH_QUERY_MAX}
        required
      />
      <button type="submit" className="site-search__button" aria-label={t('Search the portal')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
