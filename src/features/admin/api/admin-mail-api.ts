// The admin's view of the mail outbox (GET /prop/admin/mail, extension of issue 11): counts per status and one page
// of queued, failed or sent messages (recipient, subject, tries, last error, next try; never a body).
import type { MailCounts, MailEntry, MailStatus } from '@contract/mail';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { toMailEntry } from './mail-adapter';

export type { MailEntry, MailStatus };
export const MAIL_PAGE_SIZE = 20;

export interface MailPage {
  items: MailEntry[];
  counts: MailCounts;
  pages: number;
  total: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function normaliseMailPage(body: unknown): MailPage {
  const envelope = isObject(body) ? body : {};
  const items = Array.isArray(envelope.data) ? envelope.data.filter(isObject).map(toMailEntry) : [];
  const counts = isObject(envelope.counts) ? envelope.counts : {};
  const meta = isObject(envelope.meta) ? envelope.meta : {};
  const total = typeof meta.total === 'number' ? meta.total : items.length;
  return {
    items,
    counts: { queued: num(counts.queued), failed: num(counts.failed), sent: num(counts.sent) },
    total,
    pages: typeof meta.pages === 'number' ? meta.pages : Math.ceil(total / MAIL_PAGE_SIZE),
  };
}

export const adminMailApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getAdminMail: build.query<MailPage, { status: MailStatus; page: number }>({
      query: ({ status, page }) => ({
        url: '/prop/admin/mail',
        params: { status, page, limit: MAIL_PAGE_SIZE },
      }),
      transformResponse: (body: unknown) => normaliseMailPage(body),
      providesTags: ['Admin'],
    }),
  }),
});

export const { useGetAdminMailQuery } = adminMailApi;
