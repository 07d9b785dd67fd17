// The portal's own funding applications (issue 13, docs/funding.md): the applicant's documents, applications and
// list; the admin's list and status changes. Lazy: only the form, the applicant's list and the admin page load it.
import {
  FUNDING_STATUSES,
  type ChangeFundingStatusBody,
  type CreateFundingApplicationBody,
  type FundingApplication,
  type FundingDocument,
  type FundingStatus,
  type UploadFundingDocumentBody,
} from '@contract/funding';
import { msg, t } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { saveBlob } from '@/lib/save-file';
import { apiBaseUrl, authorizationHeader } from '@/lib/api-session';

export const ADMIN_FUNDING_PAGE_SIZE = 20;

export interface AdminFundingPage {
  items: FundingApplication[];
  counts: Record<FundingStatus, number>;
  pages: number;
  total: number;
}

interface Envelope<T> {
  data?: T;
  meta?: { pages?: number; total?: number };
  counts?: Partial<Record<FundingStatus, number>>;
}

const list = (body: Envelope<FundingApplication[]>) => (Array.isArray(body.data) ? body.data : []);

export const fundingApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getMyFundingApplications: build.query<FundingApplication[], void>({
      query: () => '/prop/funding',
      transformResponse: list,
      providesTags: ['Account'],
    }),
    uploadFundingDocument: build.mutation<FundingDocument, UploadFundingDocumentBody>({
      query: (body) => ({ url: '/prop/funding/document', method: 'POST', body }),
      transformResponse: (body: Envelope<FundingDocument>) => body.data as FundingDocument,
    }),
    createFundingApplication: build.mutation<FundingApplication, CreateFundingApplicationBody>({
      query: (body) => ({ url: '/prop/funding', method: 'POST', body }),
      transformResponse: (body: Envelope<FundingApplication>) => body.data as FundingApplication,
      invalidatesTags: ['Account', 'Admin'],
    }),
    getAdminFundingApplications: build.query<AdminFundingPage, { status: FundingStatus | ''; page: number }>({
      query: ({ status, page }) => ({
        url: '/prop/admin/funding',
        params: { ...(status ? { status } : {}), page, limit: ADMIN_FUNDING_PAGE_SIZE },
      }),
      transformResponse: (body: Envelope<FundingApplication[]>) => {
        const items = list(body);
        const total = body.meta?.total ?? items.length;
        const counts = Object.fromEntries(FUNDING_STATUSES.map((s) => [s, body.counts?.[s] ?? 0])) as Record<
          FundingStatus,
          number
        >;
        return {
          items,
          counts,
          total,
          pages: body.meta?.pages ?? Math.ceil(total / ADMIN_FUNDING_PAGE_SIZE),
        };
      },
      providesTags: ['Admin'],
    }),
    changeFundingStatus: build.mutation<FundingApplication, ChangeFundingStatusBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/prop/admin/funding/${id}`, method: 'PATCH', body }),
      transformResponse: (body: Envelope<FundingApplication>) => body.data as FundingApplication,
      invalidatesTags: ['Admin'],
    }),
  }),
});

registerErrorToast('getMyFundingApplications', msg('Your funding applications could not be loaded.'));
registerErrorToast('changeFundingStatus', msg('The status could not be changed. Please try again.'));

export const {
  useGetMyFundingApplicationsQuery,
  useUploadFundingDocumentMutation,
  useCreateFundingApplicationMutation,
  useGetAdminFundingApplicationsQuery,
  useChangeFundingStatusMutation,
} = fundingApi;

/**
 * Downloads a private document: the route wants the token in Authorization, which a plain link cannot send, so the
 * bytes are fetched and handed to the browser as a file.
 */
export async function downloadFundingDocument(doc: FundingDocument): Promise<void> {
  const token = authorizationHeader();
  const response = await fetch(`${apiBaseUrl()}/prop/funding/document/${doc.id}`, {
    headers: token ? { Authorization: token } : {},
  });
  if (!response.ok) throw new Error(t('{{name}} could not be downloaded.', { name: doc.name }));
  saveBlob(await response.blob(), doc.name);
}
