// The admin directory (/admin-dashboard): tabs with counts, name search, 10 per page, account state and a row
// action menu (View Details, Approve, Delete and BlackList with confirmation, Unblacklist). A table from the md
// breakpoint up; on phones a list of cards (issue 13).
import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import Dropdown from 'react-bootstrap/Dropdown';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { AdminTable } from '@/components/ui/admin-table';
import { LoadingState } from '@/components/ui/list-state';
import { PagedListState } from '@/components/ui/paged-list-state';
import { TabbedListHeader } from '@/components/ui/tabbed-list-header';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTabListParams } from '@/hooks/use-tab-list-params';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { getErrorMessage } from '@/lib/api-session';
import { useFeature } from '@/lib/capabilities';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import {
  countKeyOf,
  useApprovePartnerMutation,
  useRemoveAccountMutation,
  useGetAdminListQuery,
  useSetBlacklistedMutation,
  type AdminEntry,
  type AdminKind,
} from '../api/admin-api';
import { AccountConfirmation, type ConfirmedAction } from './account-confirmations';
import { accountState, entryName } from './account-state';
import { referenceName } from '@/lib/reference-names';

const TABS: { key: AdminKind | 'insights'; label: string }[] = [
  { key: 'creative', label: msg('Creatives') },
  { key: 'business', label: msg('Businesses') },
  { key: 'partner', label: msg('Partners') },
  { key: 'insights', label: msg('Insights') },
];

/** Each kind's empty list, without and with a name search ({{query}}). */
const EMPTY_TEXTS: Record<AdminKind, { none: string; match: string }> = {
  creative: { none: msg('No creatives yet.'), match: msg('No creatives match "{{query}}".') },
  business: { none: msg('No businesses yet.'), match: msg('No businesses match "{{query}}".') },
  partner: { none: msg('No partners yet.'), match: msg('No partners match "{{query}}".') },
};

const PAGES_LABELS: Record<AdminKind, string> = {
  creative: msg('Creatives pages'),
  business: msg('Businesses pages'),
  partner: msg('Partners pages'),
};

/** The column (and card line) of each kind's main field. */
const DETAIL_HEADINGS: Record<AdminKind, string> = {
  creative: msg('Expertise'),
  business: msg('Sector'),
  partner: msg('Industry'),
};

// The charts load with the tab (issue 19), never with the account lists.
const AdminInsights = lazyWithStyles(() => import('./admin-insights'));

const stateBadge: Record<string, string> = {
  blocked: 'text-bg-danger',
  active: 'text-bg-success',
  public: 'text-bg-info',
  private: 'text-bg-secondary',
  inactive: 'text-bg-light border',
};

/** Bootstrap's md breakpoint: below it the directory is a list of cards. */
const TABLE_QUERY = '(min-width: 768px)';

interface EntryActionsProps {
  entry: AdminEntry;
  kind: AdminKind;
  name: string;
  onApprove: () => void;
  onUnblacklist: () => void;
  onAsk: (action: ConfirmedAction) => void;
}

/**
 * The Actions menu. It opens in a portal on the body, placed by popper beside its toggle, so the table's scroll box
 * (.table-responsive clips what overflows it) cannot hide it when a search leaves one to three rows.
 */
function EntryActions({ entry, kind, name, onApprove, onUnblacklist, onAsk }: EntryActionsProps) {
  const { t } = useT('admin');
  const navigate = useNavigate();
  const blacklisted = entry.is_blacklisted === true;
  const canApprove = kind === 'partner' && !!entry.industry && entry.approved !== true;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="light"
        size="sm"
        className="border"
        aria-label={t('Actions for {{name}}', { name })}
      >
        {t('Actions')}
      </Dropdown.Toggle>
      {createPortal(
        <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
          <Dropdown.Item
            as="button"
            onClick={() =>
              void navigate(paths.profile(entry.id), { state: { profile: entry, type: kind, admin: true } })
            }
          >
            {t('View Details')}
          </Dropdown.Item>
          {kind === 'creative' || kind === 'business' ? (
            // The admin's own view (EXPERIENCE and BlackList Creator cards); partners have none.
            <Dropdown.Item
              as="button"
              onClick={() => void navigate(paths.adminProfile(entry.id, kind), { state: { userType: kind } })}
            >
              {t('Admin Profile')}
            </Dropdown.Item>
          ) : null}
          {canApprove ? (
            <Dropdown.Item as="button" onClick={onApprove}>
              {t('Approve')}
            </Dropdown.Item>
          ) : null}
          {blacklisted ? (
            <Dropdown.Item as="button" onClick={onUnblacklist}>
              {t('Unblacklist')}
            </Dropdown.Item>
          ) : (
            <Dropdown.Item as="button" onClick={() => onAsk('blacklist')}>
              {t('BlackList')}
            </Dropdown.Item>
          )}
          <Dropdown.Item as="button" className="text-danger" onClick={() => onAsk('delete')}>
            {t('Delete')}
          </Dropdown.Item>
        </Dropdown.Menu>,
        document.body,
      )}
    </Dropdown>
  );
}

function StateBadges({ entry, kind }: { entry: AdminEntry; kind: AdminKind }) {
  const { t } = useT('admin');
  const state = accountState(entry);
  return (
    <>
      {/* The state's word (ACCOUNT_TEXTS in admin-texts.ts). */}
      <span className={`badge ${stateBadge[state]}`}>{t(state)}</span>
      {kind === 'partner' && entry.approved !== true ? (
        <span className="badge text-bg-warning ms-1">{t('pending', { context: 'approval' })}</span>
      ) : null}
    </>
  );
}

/** The tabs on a host without the Insights extension (issue 30). */
const ACCOUNT_TABS = TABS.filter((each) => each.key !== 'insights');

export function AdminDirectory() {
  const { t } = useT('admin');
  const tabs = useFeature('insights') ? TABS : ACCOUNT_TABS;
  const { tab, page, q, update } = useTabListParams(tabs);
  const insights = tab.key === 'insights';
  // On the Insights tab the creatives' first page (cached when the admin came from it) keeps the tabs' counts.
  const kind = tab.key === 'insights' ? 'creative' : tab.key;
  const wide = useMediaQuery(TABLE_QUERY);
  const result = useGetAdminListQuery({ kind, page, q });
  const { data, isFetching, error } = result;
  const [approve] = useApprovePartnerMutation();
  const [setBlacklisted, { isLoading: blacklisting }] = useSetBlacklistedMutation();
  const [removeAccount, { isLoading: deleting }] = useRemoveAccountMutation();
  const [asking, setAsking] = useState<{ action: ConfirmedAction; entry: AdminEntry } | null>(null);

  // A failed approve, blacklist or delete is toasted by the error-toast listener (admin-api.ts).
  const run = async (action: Promise<{ error?: unknown } | { data: unknown }>, success: string) => {
    const result = await action;
    if (!('error' in result && result.error)) toast.success(success);
    return result;
  };

  const onConfirm = async () => {
    if (!asking) return;
    const { action, entry } = asking;
    if (action === 'delete') await run(removeAccount({ kind, id: entry.id }), t('User deleted successfully'));
    else
      await run(
        setBlacklisted({ kind, id: entry.id, blacklisted: true }),
        t('User blacklisted successfully'),
      );
    setAsking(null);
  };

  const actionsOf = (entry: AdminEntry, name: string) => (
    <EntryActions
      entry={entry}
      kind={kind}
      name={name}
      onApprove={() => void run(approve(entry.id), t('User approved successfully'))}
      onUnblacklist={() =>
        void run(
          setBlacklisted({ kind, id: entry.id, blacklisted: false }),
          t('User removed from blacklist successfully'),
        )
      }
      onAsk={(action) => setAsking({ action, entry })}
    />
  );
  const detailHeading = t(DETAIL_HEADINGS[kind]);
  const tabLabel = t(tab.label);

  return (
    <div>
      <TabbedListHeader
        tabs={tabs.map((each) => ({
          ...each,
          label: t(each.label),
          count: each.key === 'insights' ? undefined : data?.counts[countKeyOf[each.key]],
        }))}
        current={tab.key}
        tabsLabel={t('Account kinds')}
        searchLabel={t('Search users by name')}
        query={q}
        onSearch={(query) => update({ q: query, page: 1 })}
        onTab={(key) => update({ tab: key, page: 1, q: '' })}
        searchable={!insights}
      />
      {insights ? (
        <Suspense fallback={<LoadingState skeletons={3} />}>
          <AdminInsights />
        </Suspense>
      ) : (
        <PagedListState
          result={result}
          error={error ? getErrorMessage(error, msg('Error loading data')) : null}
          emptyText={q ? t(EMPTY_TEXTS[kind].match, { query: q }) : t(EMPTY_TEXTS[kind].none)}
          page={page}
          onPage={(next) => update({ page: next })}
          pagesLabel={t(PAGES_LABELS[kind])}
        >
          {wide ? (
            <AdminTable
              caption={tabLabel}
              headings={[
                t('Name'),
                t('Email'),
                detailHeading,
                t('State', { context: 'account' }),
                <span key="actions" className="visually-hidden">
                  {t('Actions')}
                </span>,
              ]}
              busy={isFetching}
            >
              {data?.items.map((entry) => {
                const name = entryName(entry, kind);
                return (
                  <tr key={entry.id}>
                    <th scope="row" className="fw-normal">
                      {name}
                    </th>
                    <td className="text-break">{entry.email}</td>
                    <td>{entry.industry || referenceName(entry.sector || entry.expertise)}</td>
                    <td>
                      <StateBadges entry={entry} kind={kind} />
                    </td>
                    <td className="text-end">{actionsOf(entry, name)}</td>
                  </tr>
                );
              })}
            </AdminTable>
          ) : (
            <ul className="list-unstyled d-grid gap-2 mb-3" aria-label={tabLabel} aria-busy={isFetching}>
              {data?.items.map((entry) => {
                const name = entryName(entry, kind);
                const detail = entry.industry || referenceName(entry.sector || entry.expertise);
                return (
                  <li key={entry.id} className="card">
                    <div className="card-body d-flex gap-2 align-items-start">
                      <div className="flex-grow-1" style={{ minWidth: 0 }}>
                        <h3 className="h6 mb-1">{name}</h3>
                        {/* Wraps between words, and inside an address only where it does not fit on its line. */}
                        <p className="mb-1 small text-break">{entry.email}</p>
                        <p className="mb-1 small text-muted">
                          {t(kind)}
                          {detail ? ` · ${detailHeading}: ${detail}` : ''}
                        </p>
                        <StateBadges entry={entry} kind={kind} />
                      </div>
                      {actionsOf(entry, name)}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </PagedListState>
      )}
      <AccountConfirmation
        asking={asking && { action: asking.action, name: entryName(asking.entry, kind) }}
        pending={asking?.action === 'delete' ? deleting : blacklisting}
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
