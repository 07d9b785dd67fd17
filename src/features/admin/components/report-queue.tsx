// The admin's Reports tab (issue 14; lazy): reported items, open or resolved, newest report first, paged. Each row
// names the item (linking to it), its author, how many reports and for which reasons, what reporters wrote (as text)
// and when (Nigerian time); open items offer Dismiss and Take down. A table from 768 px, cards below.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { AdminTable } from '@/components/ui/admin-table';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { StatusFilter } from '@/components/ui/status-filter';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useStatusFilter } from '@/hooks/use-status-filter';
import { getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { msg, translate } from '@/i18n/runtime';
import { useT, type Translator } from '@/i18n/use-t';
import {
  ITEM_TYPE_LABELS,
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '@contract/moderation';
import {
  useGetReportQueueQuery,
  useResolveReportMutation,
  type ReportQueueItem,
  type ReportStatus,
} from '../api/reports-admin-api';
import { QueueTakeDownDialog } from './queue-take-down-dialog';

const TABS: { key: ReportStatus; label: string }[] = [
  { key: 'open', label: msg('Open') },
  { key: 'resolved', label: msg('Resolved') },
];

/** Each status's list name (the table's caption). */
const LIST_LABELS: Record<ReportStatus, string> = {
  open: msg('Open reports'),
  resolved: msg('Resolved reports'),
};

/** Bootstrap's md breakpoint, as the admin directory: below it the queue is a list of cards. */
const TABLE_QUERY = '(min-width: 768px)';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where the item is seen: its details page, the profile, or for a post (no page of its own) the feed searched by its title. */
export function reportedItemPath({
  item_type: type,
  item_id: id,
  item_title: title,
}: ReportQueueItem): string {
  switch (type) {
    case 'post':
      return `${paths.home}?q=${encodeURIComponent(title ?? '')}`;
    case 'product':
      return paths.marketDetail(id);
    case 'tool':
      return paths.toolDetail(id);
    case 'opportunity':
      return paths.opportunityDetail(id);
    case 'event':
      return paths.trainingDetail(id);
    case 'call':
      return paths.proposalDetail(id);
    default:
      return paths.publicProfile(id);
  }
}

/** What became of the reports, when and by whom. */
function resolvedText(
  t: Translator['t'],
  { action, at, by }: NonNullable<ReportQueueItem['resolution']>,
): string {
  const time = formatNigeriaDateTime(at);
  if (action === 'taken_down')
    return by
      ? t('Taken down {{time}} by {{admin}}', { time, admin: by })
      : t('Taken down {{time}}', { time });
  return by ? t('Dismissed {{time}} by {{admin}}', { time, admin: by }) : t('Dismissed {{time}}', { time });
}

/** The parts of one row, laid out as table cells or as a card. */
function rowParts(item: ReportQueueItem, t: Translator['t']) {
  // The item's word and the reasons' (admin-texts.ts marks ITEM_TYPE_LABELS and REPORT_REASON_LABELS).
  const type = capitalised(t(ITEM_TYPE_LABELS[item.item_type]));
  const title =
    item.item_title === null ? (
      <span className="text-muted">{t('(no longer on the portal)')}</span>
    ) : (
      <Link to={reportedItemPath(item)} className="text-break">
        {item.item_title}
      </Link>
    );
  const author = item.author ? <Link to={paths.publicProfile(item.author.id)}>{item.author.name}</Link> : '—';
  const reasons = (
    <ul className="list-unstyled mb-0">
      {Object.entries(item.reasons).map(([reason, count]) => (
        <li key={reason}>
          {t(REPORT_REASON_LABELS[reason as ReportReason] ?? reason)} ({count})
        </li>
      ))}
    </ul>
  );
  const details =
    item.details.length > 0 ? (
      <ul className="mb-0 ps-3 small">
        {item.details.map((text, index) => (
          // Reporters' words: rendered as text, never as markup.
          <li key={index} className="text-break">
            {text}
          </li>
        ))}
      </ul>
    ) : null;
  const dates =
    item.first_reported_at === item.last_reported_at
      ? formatNigeriaDateTime(item.last_reported_at)
      : `${formatNigeriaDateTime(item.first_reported_at)} – ${formatNigeriaDateTime(item.last_reported_at)}`;
  const resolution = item.resolution ? (
    <>
      {resolvedText(t, item.resolution)}
      {item.resolution.reason ? (
        <span className="d-block small text-break">
          {t('Reason: {{reason}}', { reason: item.resolution.reason })}
        </span>
      ) : null}
    </>
  ) : null;
  return { type, title, author, reasons, details, dates, resolution };
}

interface ActionsProps {
  item: ReportQueueItem;
  name: string;
  onTakeDown: () => void;
}

function RowActions({ item, name, onTakeDown }: ActionsProps) {
  const { t } = useT('admin');
  const [resolveReport, { isLoading }] = useResolveReportMutation();
  const dismiss = async () => {
    // A refusal is toasted by the error listener (reports-admin-api.ts).
    const result = await resolveReport({ id: item.id, itemType: item.item_type, action: 'dismiss' });
    if (!('error' in result && result.error)) toast.success(translate(MODERATION_MESSAGES.dismissed));
  };
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-end">
      <button
        type="button"
        className="btn btn-sm btn-light border"
        disabled={isLoading}
        onClick={() => void dismiss()}
      >
        {t('Dismiss')} <span className="visually-hidden">{t('the reports of {{name}}', { name })}</span>
      </button>
      <button type="button" className="btn btn-sm btn-danger" onClick={onTakeDown}>
        {t('Take down')} <span className="visually-hidden">{name}</span>
      </button>
    </div>
  );
}

function Labelled({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="mb-1 small">
      <span className="text-muted">{term}: </span>
      {children}
    </div>
  );
}

export function ReportQueue() {
  const { t } = useT('admin');
  const { status, page, setPage, chooseStatus } = useStatusFilter<ReportStatus>(TABS, 'open');
  const wide = useMediaQuery(TABLE_QUERY);
  const { data, isLoading, isFetching, error, refetch } = useGetReportQueueQuery({ status, page });
  // The same cache entry as the tab's badge: the open count whichever view is shown.
  const { data: open } = useGetReportQueueQuery({ status: 'open', page: 1 });
  const [takingDown, setTakingDown] = useState<ReportQueueItem | null>(null);
  const isOpen = status === 'open';
  // The page just left stays on screen until the new one arrives: keep its rows out of the other status's view.
  const items = (data?.items ?? []).filter((item) => item.status === status);
  const nameOf = (item: ReportQueueItem) => item.item_title ?? t(ITEM_TYPE_LABELS[item.item_type]);
  const listLabel = t(LIST_LABELS[status]);

  return (
    <div>
      <StatusFilter
        tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
        current={status}
        label={t('Report status')}
        counts={open ? { open: open.meta.total } : undefined}
        onChange={chooseStatus}
      />
      <ListState
        isLoading={isLoading || (isFetching && items.length === 0)}
        error={error ? getErrorMessage(error, msg('Error loading reports.')) : null}
        isEmpty={items.length === 0}
        emptyText={isOpen ? t('No open reports.') : t('No resolved reports.')}
        onRetry={() => void refetch()}
      >
        {wide ? (
          <AdminTable
            caption={listLabel}
            headings={[
              t('Item'),
              t('Author'),
              t('Reports'),
              t('Reasons'),
              t('Details'),
              t('Reported'),
              isOpen ? (
                <span key="actions" className="visually-hidden">
                  {t('Actions')}
                </span>
              ) : (
                t('Resolution')
              ),
            ]}
            busy={isFetching}
          >
            {items.map((item) => {
              const parts = rowParts(item, t);
              return (
                <tr key={item.id}>
                  <th scope="row" className="fw-normal">
                    <span className="d-block small text-muted">{parts.type}</span>
                    {parts.title}
                  </th>
                  <td>{parts.author}</td>
                  <td>{item.report_count}</td>
                  <td>{parts.reasons}</td>
                  <td>{parts.details}</td>
                  <td className="small">{parts.dates}</td>
                  <td className={isOpen ? 'text-end' : 'small'}>
                    {isOpen ? (
                      <RowActions item={item} name={nameOf(item)} onTakeDown={() => setTakingDown(item)} />
                    ) : (
                      parts.resolution
                    )}
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        ) : (
          <ul className="list-unstyled d-grid gap-2 mb-3" aria-label={listLabel} aria-busy={isFetching}>
            {items.map((item) => {
              const parts = rowParts(item, t);
              return (
                <li key={item.id} className="card">
                  <div className="card-body">
                    <p className="small text-muted mb-1">{parts.type}</p>
                    <h3 className="h6 mb-2">{parts.title}</h3>
                    <Labelled term={t('Author')}>{parts.author}</Labelled>
                    <Labelled term={t('Reports')}>{item.report_count}</Labelled>
                    <Labelled term={t('Reasons')}>{parts.reasons}</Labelled>
                    {parts.details ? <Labelled term={t('Details')}>{parts.details}</Labelled> : null}
                    <Labelled term={t('Reported')}>{parts.dates}</Labelled>
                    {isOpen ? (
                      <RowActions item={item} name={nameOf(item)} onTakeDown={() => setTakingDown(item)} />
                    ) : (
                      <Labelled term={t('Resolution')}>{parts.resolution}</Labelled>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={data?.meta.pages ?? 1}
          onChange={setPage}
          label={t('Report pages')}
        />
      </ListState>
      {takingDown ? <QueueTakeDownDialog item={takingDown} onHide={() => setTakingDown(null)} /> : null}
    </div>
  );
}
