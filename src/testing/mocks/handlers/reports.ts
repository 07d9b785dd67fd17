// MSW handlers for reports (issue 14): POST /prop/reports, and the admin's queue GET /prop/admin/reports and
// PATCH /prop/admin/reports/{id}, typed against contract/moderation.ts.
import { http } from 'msw';
import type { PageMeta } from '@contract/paging';
import {
  MODERATION_MESSAGES,
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_MIN,
  type ReportActionBody,
  type ReportBody,
  type ReportQueueItem,
  type ReportStatus,
} from '@contract/moderation';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

/** What the handlers saw and serve; tests may replace `queue` (call resetReportsDb() in beforeEach). */
export const reportsDb: {
  sent: ReportBody[];
  queue: ReportQueueItem[];
  actions: { id: number; body: ReportActionBody }[];
} = { sent: [], queue: [], actions: [] };

export function makeQueueItem(overrides: Partial<ReportQueueItem> = {}): ReportQueueItem {
  return {
    id: 1,
    item_type: 'post',
    item_id: 11,
    item_title: 'Ankara jacket',
    author: { id: 501, name: 'Ada Obi', kind: 'creative' },
    report_count: 3,
    reasons: { spam: 2, offensive: 1 },
    details: ['Same post ten times today.'],
    first_reported_at: '2026-11-24T08:00:00.000Z',
    last_reported_at: '2026-11-24T09:30:00.000Z',
    status: 'open',
    resolution: null,
    ...overrides,
  };
}

export function resetReportsDb(): void {
  reportsDb.sent = [];
  reportsDb.actions = [];
  reportsDb.queue = [
    makeQueueItem(),
    makeQueueItem({
      id: 7,
      item_type: 'product',
      item_id: 61,
      item_title: 'Raffia basket',
      author: { id: 610, name: 'Ngozi Eze', kind: 'business' },
      report_count: 1,
      reasons: { scam_or_fraud: 1 },
      details: ['<b>Never</b> delivered'],
    }),
    makeQueueItem({
      id: 9,
      item_type: 'tool',
      item_id: 5,
      item_title: 'Old camera offer',
      status: 'resolved',
      resolution: {
        action: 'taken_down',
        at: '2026-11-23T10:00:00.000Z',
        by: 'Admin',
        reason: 'A scam offer.',
      },
    }),
  ];
}
resetReportsDb();

export const reportHandlers = [
  http.post(apiUrl('/prop/reports'), async ({ request }) => {
    const body = (await request.json()) as ReportBody;
    reportsDb.sent.push(body);
    return okEnvelope(null, MODERATION_MESSAGES.reportThanks);
  }),
  http.get(apiUrl('/prop/admin/reports'), ({ request }) => {
    const url = new URL(request.url);
    const status = (url.searchParams.get('status') ?? 'open') as ReportStatus;
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const rows = reportsDb.queue.filter((item) => item.status === status);
    const meta: PageMeta = {
      page,
      limit,
      total: rows.length,
      pages: Math.max(1, Math.ceil(rows.length / limit)),
    };
    return okEnvelope(rows.slice((page - 1) * limit, page * limit), 'Reports retrieved', { meta });
  }),
  http.patch(apiUrl('/prop/admin/reports/:id'), async ({ params, request }) => {
    const id = Number(params.id);
    const body = (await request.json()) as ReportActionBody;
    const item = reportsDb.queue.find((row) => row.id === id && row.status === 'open');
    if (!item) return errorEnvelope(404, MODERATION_MESSAGES.notFound);
    const reason = body.reason?.trim() ?? '';
    if (
      body.action === 'take_down' &&
      (reason.length < TAKE_DOWN_REASON_MIN || reason.length > TAKE_DOWN_REASON_MAX)
    )
      return errorEnvelope(400, MODERATION_MESSAGES.takeDownReason);
    reportsDb.actions.push({ id, body });
    item.status = 'resolved';
    item.resolution = {
      action: body.action === 'take_down' ? 'taken_down' : 'dismissed',
      at: '2026-11-24T12:00:00.000Z',
      by: 'Admin',
      reason: body.action === 'take_down' ? reason : null,
    };
    return okEnvelope(
      null,
      body.action === 'take_down' ? MODERATION_MESSAGES.takenDown : MODERATION_MESSAGES.dismissed,
    );
  }),
];
