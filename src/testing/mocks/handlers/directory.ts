// MSW handler for the public directory with the paging extension (tab, page, limit, q -> meta, counts).
import { http } from 'msw';
import { noDirectoryTexts, type DirectoryEntry } from '@contract/directory';
import { MOCK_STAMP } from '../../generators';
import { apiUrl, okEnvelope } from '../utils';

/** A row as the server sends it (the contract's DirectoryEntry): the given fields, the rest null. */
function makeEntry(fields: Pick<DirectoryEntry, 'id' | 'account'> & Partial<DirectoryEntry>): DirectoryEntry {
  return {
    ...noDirectoryTexts(),
    is_blacklisted: false,
    is_activated: true,
    status: 'public',
    created_at: MOCK_STAMP.created_at,
    ...fields,
  };
}

const creatives = Array.from({ length: 23 }, (_, i) =>
  makeEntry({
    id: 100 + i,
    account: 'creative',
    first_name: `Creative${i + 1}`,
    last_name: 'Test',
    expertise: 'Music',
  }),
);
const business = Array.from({ length: 4 }, (_, i) =>
  makeEntry({ id: 200 + i, account: 'business', trade_name: `Shop ${i + 1}` }),
);
const partners = [
  makeEntry({
    id: 300,
    account: 'partner',
    name: 'Arts Fund',
    industry: 'Non-profit',
    partner_type: 'scholarship',
  }),
];
export const directoryData = { creatives, business, partners };

export const directoryHandlers = [
  http.get(apiUrl('/prop/public/directory'), ({ request }) => {
    const url = new URL(request.url);
    const tab = (url.searchParams.get('tab') ?? 'creatives') as keyof typeof directoryData;
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const rows = directoryData[tab].filter((row) => JSON.stringify(row).toLowerCase().includes(q));
    const counts = { creatives: creatives.length, business: business.length, partners: partners.length };
    return okEnvelope({ [tab]: rows.slice((page - 1) * limit, page * limit) }, 'Directory retrieved', {
      tab,
      counts,
      meta: { page, limit, total: rows.length, pages: Math.ceil(rows.length / limit) },
    });
  }),
];
