// The portal's own funding applications (issue 13, docs/funding.md): the applicant's documents, applications and
// list; the admin's list and status changes. Lazy: only the form, the applicant's list and the admin page load it.
import {
  countsByStatus,
  type ChangeFundingStatusBody,
  type CreateFundingApplicationBody,
  type FundingApplication,
  type FundingDocument,
  type FundingStatus,
  type UploadFundingDocumentBody,
} from '@contract/funding';
import { msg, t } from '@/i18n/runtime';
import { fieldsOf } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { saveBlob } from '@/lib/save-file';
import { apiBaseUrl, authorizationHeader } from '@/lib/api-session';
import { toFundingApplication, toFundingApplications, toFundingDocument } from './funding-adapter';

export const ADMIN_FUNDING_PAGE_SIZE = 20;

export interface AdminFundingPage {
  items: FundingApplication[];
  counts: Record<FundingStatus, number>;
  pages: number;
  total: number;
}

/** The envelope's parts these answers use, read tolerantly. */
const partsOf = (body: unknown) => {
  const envelope = fieldsOf(body);
  return { data: envelope.data, meta: fieldsOf(envelope.meta), counts: fieldsOf(envelope.counts) };
};
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const list = (body: unknown) => toFundingApplications(partsOf(body).data);
const one = (body: unknown) => toFundingApplication(partsOf(body).data);

export const fundingApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getMyFundingApplications: build.query<FundingApplication[], void>({
      query: () => '/prop/funding',
      transformResponse: list,
      providesTags: ['Account'],
    }),
    uploadFundingDocument: build.mutation<FundingDocument | null, UploadFundingDocumentBody>({
      query: (body) => ({ url: '/prop/funding/document', method: 'POST', body }),
      transformResponse: (body: unknown) => toFundingDocument(partsOf(body).data),
    }),
    createFundingApplication: build.mutation<FundingApplication | null, CreateFundingApplicationBody>({
      query: (body) => ({ url: '/prop/funding', method: 'POST', body }),
      transformResponse: one,
      invalidatesTags: ['Account', 'Admin'],
    }),
    getAdminFundingApplications: build.query<AdminFundingPage, { status: FundingStatus | ''; page: number }>({
      query: ({ status, page }) => ({
        url: '/prop/admin/funding',
        params: { ...(status ? { status } : {}), page, limit: ADMIN_FUNDING_PAGE_SIZE },
      }),
      transformResponse: (body: unknown) => {
        const items = list(body);
        const { meta, counts } = partsOf(body);
        const total = count(meta.total) ?? items.length;
        return {
          items,
          counts: countsByStatus((s) => count(counts[s]) ?? 0),
          total,
          pages: count(meta.pages) ?? Math.ceil(total / ADMIN_FUNDING_PAGE_SIZE),
        };
      },
      providesTags: ['Admin'],
    }),
    changeFundingStatus: build.mutation<FundingApplication | null, ChangeFundingStatusBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/prop/admin/funding/${id}`, method: 'PATCH', body }),
      transformResponse: one,
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
