// MSW handlers for the admin directory and its actions (list with meta/counts, approve, blacklist, delete, one).
import { http, HttpResponse } from 'msw';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

type Row = Record<string, unknown> & { id: number };
export const adminRows: Record<'creative' | 'business' | 'partner', Row[]> = { creative: [], business: [], partner: [] };

export function resetAdminRows() {
  adminRows.creative = Array.from({ length: 12 }, (_, i) => ({
    id: 10 + i,
    first_name: `Ada${i + 1}`,
    last_name: 'Obi',
    email: `ada${i + 1}@example.com`,
    expertise: 'Fashion',
    is_blacklisted: i === 1,
    is_activated: i !== 2,
    status: i === 3 ? 'private' : 'public',
  }));
  adminRows.creative[2].status = 'private';
  adminRows.creative[3].is_activated = false;
  adminRows.creative[4] = { ...adminRows.creative[4], is_activated: false, status: null };
  adminRows.business = [{ id: 50, trade_name: 'Eko Beats', email: 'eko@example.com', is_activated: true, is_blacklisted: false }];
  adminRows.partner = [
    { id: 60, name: 'Sunrise Trust', industry: 'Non-profit', approved: false, is_activated: true, is_blacklisted: false },
    { id: 61, name: 'No Industry Fund', industry: null, approved: false, is_activated: true, is_blacklisted: false },
  ];
}
resetAdminRows();

const kinds = ['creative', 'business', 'partner'] as const;
const counts = () => ({ creatives: adminRows.creative.length, business: adminRows.business.length, partners: adminRows.partner.length });

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
      return before === adminRows[kind].length ? errorEnvelope(404, 'User not found.') : okEnvelope(null, 'User deleted successfully');
    }),
  ),
  ...kinds.flatMap((kind) =>
    (['blacklist', 'unblacklist'] as const).map((action) =>
      http.patch(apiUrl(`/prop/admin-${kind}/:id/${action}`), ({ params }) => {
        const row = adminRows[kind].find((r) => r.id === Number(params.id));
        if (!row) return errorEnvelope(404, 'User not found.');
        row.is_blacklisted = action === 'blacklist';
        return okEnvelope(null, action === 'blacklist' ? 'User blacklisted successfully' : 'User removed from blacklist successfully');
      }),
    ),
  ),
  http.patch(apiUrl('/prop/admin-partner/:id/approve'), ({ params }) => {
    const row = adminRows.partner.find((r) => r.id === Number(params.id));
    if (!row) return errorEnvelope(404, 'User not found.');
    row.approved = true;
    return okEnvelope(null, 'User approved successfully');
  }),
  http.get(apiUrl('/prop/admin-partner/:id/approve'), () => HttpResponse.json({ status: true, message: 'ok', data: null })),
];
