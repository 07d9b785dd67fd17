// The public directory: tabs Creatives, Businesses, Partners; name search; 10 per page; tab, page and search in
// the URL; cards link to /profile/{id}.
import { Link } from 'react-router-dom';
import { PagedListState } from '@/components/ui/paged-list-state';
import { Avatar } from '@/components/ui/avatar';
import { TabbedListHeader } from '@/components/ui/tabbed-list-header';
import { paths } from '@/config/paths';
import { useTabListParams } from '@/hooks/use-tab-list-params';
import type { ProfileKind } from '@contract/accounts';
import type { DirectoryTab } from '@contract/directory';
import { optionLabel, ORGANIZATION_SECTORS, PARTNER_TYPE_LABELS } from '@contract/options';
import { msg, t } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useGetDirectoryQuery, type DirectoryEntry } from '../api/directory-api';
import { referenceName } from '@/lib/reference-names';
import { firstGrapheme } from '@/lib/graphemes';

export const TABS: { key: DirectoryTab; label: string; type: ProfileKind }[] = [
  { key: 'creatives', label: msg('Creatives'), type: 'creative' },
  { key: 'business', label: msg('Businesses'), type: 'business' },
  { key: 'partners', label: msg('Partners'), type: 'partner' },
];

/** Each tab's empty list, with and without a search (a sentence per tab: the words agree with the noun). */
function emptyText(tab: DirectoryTab, q: string): string {
  if (tab === 'business') return q ? t('No businesses match "{{q}}".', { q }) : t('No businesses yet.');
  if (tab === 'partners') return q ? t('No partners match "{{q}}".', { q }) : t('No partners yet.');
  return q ? t('No creatives match "{{q}}".', { q }) : t('No creatives yet.');
}

/** A partner's words as people read them: the sector ('private', 'public') and the partner type (issue 31). */
const PARTNER_TEXTS = new Set<string>([
  msg('Private'),
  msg('Public'),
  msg('Donor'),
  msg('Sponsor'),
  msg('Scholarship provider'),
]);

/** The stored sector as its label ('private' -> 'Private'), translated; a free-text industry as it is. */
function partnerText(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const label = (ORGANIZATION_SECTORS as readonly string[]).includes(text.toLowerCase())
    ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()
    : text;
  return PARTNER_TEXTS.has(label) ? t(label) : label;
}

function entryView(entry: DirectoryEntry, type: string) {
  if (type === 'business') {
    return {
      name: entry.trade_name || entry.registered_name || t('Business'),
      image: entry.logo || entry.photo || '',
      category: [referenceName(entry.sector), referenceName(entry.category)].filter(Boolean).join(' · '),
      location: [entry.lga, entry.state].filter(Boolean).join(', '),
    };
  }
  if (type === 'partner') {
    return {
      name: entry.name || t('Partner'),
      image: entry.logo || entry.photo || '',
      category: [
        partnerText(entry.industry),
        partnerText(optionLabel(PARTNER_TYPE_LABELS, entry.partner_type)),
      ]
        .filter(Boolean)
        .join(' · '),
      location: entry.state ?? '',
    };
  }
  return {
    name: [entry.first_name, entry.last_name].filter(Boolean).join(' ') || t('Creative'),
    image: entry.photo ?? '',
    category: [referenceName(entry.expertise), referenceName(entry.category)].filter(Boolean).join(' · '),
    location: [entry.lga_origin, entry.origin_state].filter(Boolean).join(', '),
  };
}

/** The light directory's account state (spec section 4): Blocked or Active. */
export const lightState = (entry: DirectoryEntry) => (entry.is_blacklisted === true ? 'Blocked' : 'Active');
const LIGHT_STATE_LABELS = { Blocked: msg('Blocked'), Active: msg('Active') };

/** A card without a picture shows the name's first letter in a round box of the picture's size. */
const INITIAL_LOOK = {
  className:
    'd-inline-flex flex-shrink-0 align-items-center justify-content-center rounded-circle bg-secondary-subtle',
  style: { width: 56, height: 56 },
};

export function DirectoryView() {
  const { tab, page, q, update } = useTabListParams(TABS);
  const result = useGetDirectoryQuery({ tab: tab.key, page, q });
  const { data, isFetching } = result;
  useT('directory');
  const label = t(tab.label);

  return (
    <div>
      <TabbedListHeader
        tabs={TABS.map((entry) => ({ ...entry, label: t(entry.label), count: data?.counts[entry.key] }))}
        current={tab.key}
        tabsLabel={t('Directory tabs')}
        searchLabel={t('Search the directory by name')}
        query={q}
        onSearch={(query) => update({ q: query, page: 1 })}
        onTab={(key) => update({ tab: key, page: 1, q: '' })}
      />
      <PagedListState
        result={result}
        error={result.isError ? t('Error loading data') : null}
        emptyText={emptyText(tab.key, q)}
        skeletons={4}
        page={page}
        onPage={(next) => update({ page: next })}
        pagesLabel={t('{{tabs}} pages', { tabs: label })}
      >
        <ul className="row g-3 list-unstyled" aria-label={label} aria-busy={isFetching}>
          {data?.items.map((entry) => {
            const view = entryView(entry, tab.type);
            return (
              <li key={entry.id} className="col-12 col-sm-6 col-lg-4">
                <article className="card h-100 directory-card">
                  <div className="card-body d-flex gap-3 align-items-start">
                    <Avatar
                      src={view.image}
                      alt={view.name}
                      size={56}
                      className="rounded-circle"
                      placeholder={{ ...INITIAL_LOOK, text: firstGrapheme(view.name) }}
                    />
                    <div className="min-w-0">
                      <h2 className="h6 mb-1">
                        <Link
                          to={paths.profile(entry.id)}
                          state={{ profile: entry, type: tab.type }}
                          className="stretched-link"
                        >
                          {view.name}
                        </Link>
                      </h2>
                      {view.category ? (
                        <p className="small mb-1 text-body-secondary">{view.category}</p>
                      ) : null}
                      {view.location ? <p className="small mb-1">{view.location}</p> : null}
                      <span
                        className={`badge ${lightState(entry) === 'Blocked' ? 'text-bg-danger' : 'text-bg-success'}`}
                      >
                        {t(LIGHT_STATE_LABELS[lightState(entry)])}
                      </span>
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </PagedListState>
    </div>
  );
}
