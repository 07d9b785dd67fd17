// The name search and the tab pills (with counts) above a tabbed list such as the directories.
import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t';

export interface TabbedListHeaderProps<K extends string> {
  tabs: readonly { key: K; label: string; count?: number }[];
  current: K;
  /** The tab navigation's accessible name. */
  tabsLabel: string;
  /** The search box's accessible name. */
  searchLabel: string;
  query: string;
  onSearch: (q: string) => void;
  /** A tab was chosen: the search box is emptied. */
  onTab: (key: K) => void;
  /** False on a tab that is not a list (the admin's Insights): no search box. */
  searchable?: boolean;
}

export function TabbedListHeader<K extends string>({
  tabs,
  current,
  tabsLabel,
  searchLabel,
  query,
  onSearch,
  onTab,
  searchable = true,
}: TabbedListHeaderProps<K>) {
  const id = useId();
  const [draft, setDraft] = useState(query);
  const { t } = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <>
      {searchable ? (
        <form role="search" className="d-flex gap-2 mb-3" onSubmit={submit}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {searchLabel}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="form-control"
            placeholder={t('Search by name')}
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            {t('Search')}
          </button>
        </form>
      ) : null}
      <nav aria-label={tabsLabel} className="mb-3">
        <ul className="nav nav-pills flex-wrap gap-1">
          {tabs.map((tab) => (
            <li key={tab.key} className="nav-item">
              <button
                type="button"
                className={`nav-link${tab.key === current ? ' active' : ''}`}
                aria-current={tab.key === current ? 'page' : undefined}
                onClick={() => {
                  setDraft('');
                  onTab(tab.key);
                }}
              >
                {tab.label}
                {tab.count !== undefined ? ` (${tab.count})` : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
