// MSW handlers for the admin directory and its actions (list with meta/counts, approve, blacklist, delete, one),
// and the mail outbox list (rows of the contract's MailEntry).
import { http, HttpResponse } from 'msw';
import type { ProfileKind } from '@contract/accounts';
import { noDirectoryTexts, type DirectoryEntry } from '@contract/directory';
import type { MailEntry } from '@contract/mail';
import type { DirectoryEntry as AdminEntry } from '@/lib/directory-entry';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

/** An admin list row as the server sends it (contract/directory.ts): every field, null where the kind has none. */
export function makeAdminRow(
  kind: ProfileKind,
  id: number,
  overrides: Partial<DirectoryEntry> = {},
): DirectoryEntry {
  return {
    id,
    account: kind,
    ...noDirectoryTexts(),
    is_blacklisted: false,
    is_activated: true,
    status: 'public',
    created_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The rows the handlers serve; one creative row is thinner (no status), as a foreign host may send it. */
export const adminRows: Record<ProfileKind, AdminEntry[]> = { creative: [], business: [], partner: [] };

export function resetAdminRows() {
  adminRows.creative = Array.from({ length: 12 }, (_, i) =>
    makeAdminRow('creative', 10 + i, {
      first_name: `Ada${i + 1}`,
      last_name: 'Obi',
      email: `ada${i + 1}@example.com`,
      expertise: 'Fashion',
      is_blacklisted: i === 1,
      is_activated: i !== 2,
      status: i === 3 ? 'private' : 'public',
    }),
  );
  adminRows.creative[2].status = 'private';
  adminRows.creative[3].is_activated = false;
  const { status: _none, ...withoutStatus } = adminRows.creative[4];
  adminRows.creative[4] = { ...withoutStatus, is_activated: false };
  adminRows.business = [
    makeAdminRow('business', 50, {
      trade_name: 'Eko Beats',
      email: 'eko@example.com',
      is_activated: true,
      is_blacklisted: false,
    }),
  ];
  adminRows.partner = [
    makeAdminRow('partner', 60, {
      name: 'Sunrise Trust',
      industry: 'Non-profit',
      approved: false,
      is_activated: true,
      is_blacklisted: false,
    }),
    makeAdminRow('partner', 61, {
      name: 'No Industry Fund',
      industry: null,
      approved: false,
      is_activated: true,
      is_blacklisted: false,
    }),
  ];
}
resetAdminRows();

export const mailRows: MailEntry[] = [];

export function resetMailRows() {
  mailRows.length = 0;
  mailRows.push(
    {
      id: 1,
      recipient: 'ada@example.com',
      subject: 'Your verification code',
      status: 'failed',
      attempts: 30,
      last_error: 'Greeting never received',
      next_attempt_at: null,
      created_at: '2026-11-20T08:00:00.000Z',
      sent_at: null,
      failed_at: '2026-11-21T08:00:00.000Z',
    },
    ...Array.from({ length: 23 }, (_, i): MailEntry => ({
      id: 10 + i,
      recipient: `wait${i + 1}@example.com`,
      subject: 'Your password reset code',
      status: 'queued',
      attempts: 2,
      last_error: 'Connection timeout',
      next_attempt_at: '2026-11-24T09:30:00.000Z',
      created_at: '2026-11-24T09:00:00.000Z',
      sent_at: null,
      failed_at: null,
    })),
    {
      id: 50,
      recipient: 'done@example.com',
      subject: 'Your verification code',
      status: 'sent',
      attempts: 1,
      last_error: null,
      next_attempt_at: null,
      created_at: '2026-11-24T07:00:00.000Z',
      sent_at: '2026-11-24T07:00:01.000Z',
      failed_at: null,
    },
  );
}
resetMailRows();

const kinds = ['creative', 'business', 'partner'] as const;
const counts = () => ({
  creatives: adminRows.creative.length,
  business: adminRows.business.length,
  partners: adminRows.partner.length,
});

export const adminHandlers = [
  ...kinds.map((kind) =>
    http.get(apiUrl(`/prop/admin-${kind}`), ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const rows = adminRows[kind].filter((row) => JSON.stringify(row).toLowerCase().includes(q));
      return okEnvelope(rows.slice((page - 1) * limit, page * limit), 'Users retrieved', {
        counts: counts(),
        meta: { page, limit, total: rows.length, pages: Math.ceil(rows.length / limit) },
      });
    }),
  ),
  ...kinds.map((kind) =>
    http.get(apiUrl(`/prop/admin-${kind}/:id`), ({ params }) => {
      const row = adminRows[kind].find((r) => r.id === Number(params.id));
      return row ? okEnvelope(row, 'User retrieved') : errorEnvelope(404, 'User not found.');
    }),
  ),
  ...kinds.map((kind) =>
    http.delete(apiUrl(`/prop/admin-${kind}/:id`), ({ params }) => {
      const before = adminRows[kind].length;
      adminRows[kind] = adminRows[kind].filter((r) => r.id !== Number(params.id));
      return before === adminRows[kind].length
        ? errorEnvelope(404, 'User not found.')
        : okEnvelope(null, 'User deleted successfully');
    }),
  ),
  ...kinds.flatMap((kind) =>
    (['blacklist', 'unblacklist'] as const).map((action) =>
      http.patch(apiUrl(`/prop/admin-${kind}/:id/${action}`), ({ params }) => {
        const row = adminRows[kind].find((r) => r.id === Number(params.id));
        if (!row) return errorEnvelope(404, 'User not found.');
        row.is_blacklisted = action === 'blacklist';
        return okEnvelope(
          null,
          action === 'blacklist'
            ? 'User blacklisted successfully'
            : 'User removed from blacklist successfully',
        );
      }),
    ),
  ),
  http.patch(apiUrl('/prop/admin-partner/:id/approve'), ({ params }) => {
    const row = adminRows.partner.find((r) => r.id === Number(params.id));
    if (!row) return errorEnvelope(404, 'User not found.');
    row.approved = true;
    return okEnvelope(null, 'User approved successfully');
  }),
  http.get(apiUrl('/prop/admin-partner/:id/approve'), () =>
    HttpResponse.json({ status: true, message: 'ok', data: null }),
  ),
  http.get(apiUrl('/prop/admin/mail'), ({ request }) => {
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const rows = mailRows.filter((row) => !status || row.status === status);
    const count = (s: string) => mailRows.filter((row) => row.status === s).length;
    return okEnvelope(rows.slice((page - 1) * limit, page * limit), 'Mail retrieved', {
      counts: { queued: count('queued'), failed: count('failed'), sent: count('sent') },
      meta: { page, limit, total: rows.length, pages: Math.ceil(rows.length / limit) },
    });
  }),
];
