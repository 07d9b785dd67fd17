// The admin directory (/admin-dashboard): tabs with counts, name search, 10 per page, account state and a row
// action menu (View Details, Approve, Delete with confirmation, BlackList / Unblacklist).
import { useId, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { TabbedListHeader } from '@/components/ui/tabbed-list-header';
import { paths } from '@/config/paths';
import { useTabListParams } from '@/hooks/use-tab-list-params';
import { getErrorMessage } from '@/lib/api-session';
import {
  countKeyOf,
  useApprovePartnerMutation,
  useDeleteAccountMutation,
  useGetAdminListQuery,
  useSetBlacklistedMutation,
  type AdminEntry,
  type AdminKind,
} from '../api/admin-api';
import { accountState, entryName } from './account-state';

const TABS: { key: AdminKind; label: string }[] = [
  { key: 'creative', label: 'Creatives' },
  { key: 'business', label: 'Businesses' },
  { key: 'partner', label: 'Partners' },
];

const stateBadge: Record<string, string> = {
  blocked: 'text-bg-danger',
  active: 'text-bg-success',
  public: 'text-bg-info',
  private: 'text-bg-secondary',
  inactive: 'text-bg-light border',
};

export function AdminDirectory() {
  const id = useId();
  const navigate = useNavigate();
  const { tab, page, q, update } = useTabListParams(TABS);
  const kind = tab.key;
  const { data, isLoading, isFetching, error, refetch } = useGetAdminListQuery({ kind, page, q });
  const [approve] = useApprovePartnerMutation();
  const [setBlacklisted] = useSetBlacklistedMutation();
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const [confirming, setConfirming] = useState<AdminEntry | null>(null);

  // A failed approve or blacklist is toasted by the error-toast listener (admin-api.ts).
  const run = async (action: Promise<{ error?: unknown } | { data: unknown }>, success: string) => {
    const result = await action;
    if (!('error' in result && result.error)) toast.success(success);
    return result;
  };

  const onConfirmDelete = async () => {
    if (!confirming) return;
    const result = await run(deleteAccount({ kind, id: confirming.id }), 'User deleted successfully');
    // Not keyed by endpoint: the settings' deleteAccount shares the name (see admin-api.ts).
    if ('error' in result && result.error) toast.error(getErrorMessage(result.error, 'An error occurred.'));
    setConfirming(null);
  };

  return (
    <div>
      <TabbedListHeader
        tabs={TABS.map((t) => ({ ...t, count: data?.counts[countKeyOf[t.key]] }))}
        current={kind}
        tabsLabel="Account kinds"
        searchLabel="Search users by name"
        query={q}
        onSearch={(query) => update({ q: query, page: 1 })}
        onTab={(key) => update({ tab: key, page: 1, q: '' })}
      />
      <ListState
        isLoading={isLoading || (isFetching && !data)}
        error={error ? getErrorMessage(error, 'Error loading data') : null}
        isEmpty={!data || data.items.length === 0}
        emptyText={q ? `No ${tab.label.toLowerCase()} match "${q}".` : `No ${tab.label.toLowerCase()} yet.`}
        onRetry={() => void refetch()}
      >
        <div className="table-responsive admin-table">
          <table className="table align-middle" aria-busy={isFetching}>
            <caption className="visually-hidden">{tab.label}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">{kind === 'partner' ? 'Industry' : kind === 'business' ? 'Sector' : 'Expertise'}</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((entry) => {
                const name = entryName(entry, kind);
                const state = accountState(entry);
                const blacklisted = entry.is_blacklisted === true;
                const canApprove = kind === 'partner' && !!entry.industry && entry.approved !== true;
                return (
                  <tr key={entry.id}>
                    <th scope="row" className="fw-normal">
                      {name}
                    </th>
                    <td className="text-break">{entry.email}</td>
                    <td>{entry.industry || entry.sector || entry.expertise || ''}</td>
                    <td>
                      <span className={`badge ${stateBadge[state]}`}>{state}</span>
                      {kind === 'partner' && entry.approved !== true ? (
                        <span className="badge text-bg-warning ms-1">pending</span>
                      ) : null}
                    </td>
                    <td className="text-end">
                      <Dropdown align="end">
                        <Dropdown.Toggle variant="light" size="sm" className="border" aria-label={`Actions for ${name}`}>
                          Actions
                        </Dropdown.Toggle>
                        <Dropdown.Menu>
                          <Dropdown.Item
                            as="button"
                            onClick={() =>
                              void navigate(paths.profile(entry.id), { state: { profile: entry, type: kind, admin: true } })
                            }
                          >
                            View Details
                          </Dropdown.Item>
                          {kind === 'creative' || kind === 'business' ? (
                            // The admin's own view (EXPERIENCE and BlackList Creator cards); partners have none.
                            <Dropdown.Item
                              as="button"
                              onClick={() =>
                                void navigate(paths.adminProfile(entry.id, kind), { state: { userType: kind } })
                              }
                            >
                              Admin Profile
                            </Dropdown.Item>
                          ) : null}
                          {canApprove ? (
                            <Dropdown.Item as="button" onClick={() => void run(approve(entry.id), 'User approved successfully')}>
                              Approve
                            </Dropdown.Item>
                          ) : null}
                          <Dropdown.Item
                            as="button"
                            onClick={() =>
                              void run(
                                setBlacklisted({ kind, id: entry.id, blacklisted: !blacklisted }),
                                blacklisted ? 'User removed from blacklist successfully' : 'User blacklisted successfully',
                              )
                            }
                          >
                            {blacklisted ? 'Unblacklist' : 'BlackList'}
                          </Dropdown.Item>
                          <Dropdown.Item as="button" className="text-danger" onClick={() => setConfirming(entry)}>
                            Delete
                          </Dropdown.Item>
                        </Dropdown.Menu>
                      </Dropdown>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pagination page={page} pageCount={data?.pages ?? 1} onChange={(next) => update({ page: next })} label={`${tab.label} pages`} />
      </ListState>
      <Modal show={confirming !== null} onHide={() => setConfirming(null)} aria-labelledby={`${id}-confirm`} centered>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={`${id}-confirm`}>Delete user</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {confirming ? (
            <p>
              Delete {entryName(confirming, kind)}? Their profile, content and uploaded files are removed. This cannot be undone.
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-light border" onClick={() => setConfirming(null)}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void onConfirmDelete()} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
