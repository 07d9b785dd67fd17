// Calls for proposals (issue 32, docs/proposals.md; the `calls` extension): the public list and one call, the
// applicant's proposals, and the partner's calls, review and decisions. Lazy: only the proposals screens load it.
import type { CallBody, ProposalBody, ProposalDecisionBody, ProposalStatus } from '@contract/calls';
import { CALLS_PAGE_SIZE } from '@contract/calls';
import { msg, t } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { apiBaseUrl, authorizationHeader } from '@/lib/api-session';
import { readAdaptedItem } from '@/lib/item-response';
import { readArray, readListPage, type ListPage } from '@/lib/list-response';
import { saveBlob } from '@/lib/save-file';
import { toCall, toProposal, type Call, type Proposal } from './call-adapter';

export type { Call, Proposal } from './call-adapter';

export const REVIEW_PAGE_SIZE = 20;

export interface CallsQuery {
  page: number;
  q: string;
  /** Leave out this call (the details page's similar calls). */
  exclude?: number;
  limit?: number;
}

export const callsApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getCalls: build.query<ListPage<Call>, CallsQuery>({
      query: ({ page, q, exclude, limit = CALLS_PAGE_SIZE }) => ({
        url: '/prop/public/call',
        params: { page, limit, q: q || undefined, open: true, exclude },
      }),
      transformResponse: (body: unknown, _meta, query) =>
        readListPage(body, query.page, query.limit ?? CALLS_PAGE_SIZE, toCall),
      providesTags: ['Call'],
    }),
    getCall: build.query<Call | null, string>({
      query: (id) => `/prop/public/call/${encodeURIComponent(id)}`,
      transformResponse: readAdaptedItem(toCall),
      providesTags: (_r, _e, id) => [{ type: 'Call', id }],
    }),
    getMyCalls: build.query<Call[], void>({
      query: () => '/prop/call',
      transformResponse: (body: unknown) => readArray<unknown>(body).map(toCall),
      providesTags: ['Call'],
    }),
    createCall: build.mutation<Call | null, CallBody>({
      query: (body) => ({ url: '/prop/call', method: 'POST', body }),
      transformResponse: readAdaptedItem(toCall),
      invalidatesTags: ['Call'],
    }),
    updateCall: build.mutation<Call | null, { id: number; body: CallBody }>({
      query: ({ id, body }) => ({ url: `/prop/call/${id}`, method: 'PUT', body }),
      transformResponse: readAdaptedItem(toCall),
      invalidatesTags: ['Call'],
    }),
    closeCall: build.mutation<Call | null, number>({
      query: (id) => ({ url: `/prop/call/${id}/close`, method: 'POST' }),
      transformResponse: readAdaptedItem(toCall),
      invalidatesTags: ['Call'],
    }),
    getMyProposals: build.query<Proposal[], void>({
      query: () => '/prop/proposal/mine',
      transformResponse: (body: unknown) => readArray<unknown>(body).map(toProposal),
      providesTags: ['Call'],
    }),
    // The portal sends multipart (proposalForm); the spec's base64 JSON shape is typed too, for any other caller.
    submitProposal: build.mutation<Proposal | null, { callId: number; body: ProposalBody | FormData }>({
      query: ({ callId, body }) => ({ url: `/prop/call/${callId}/proposal`, method: 'POST', body }),
      transformResponse: readAdaptedItem(toProposal),
      invalidatesTags: ['Call'],
    }),
    editProposal: build.mutation<Proposal | null, { id: number; body: ProposalBody | FormData }>({
      query: ({ id, body }) => ({ url: `/prop/proposal/${id}`, method: 'PUT', body }),
      transformResponse: readAdaptedItem(toProposal),
      invalidatesTags: ['Call'],
    }),
    withdrawProposal: build.mutation<unknown, number>({
      query: (id) => ({ url: `/prop/proposal/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Call'],
    }),
    getCallProposals: build.query<
      ListPage<Proposal>,
      { callId: number; page: number; status: ProposalStatus | '' }
    >({
      query: ({ callId, page, status }) => ({
        url: `/prop/call/${callId}/proposals`,
        params: { page, limit: REVIEW_PAGE_SIZE, status: status || undefined },
      }),
      transformResponse: (body: unknown, _meta, query) =>
        readListPage(body, query.page, REVIEW_PAGE_SIZE, toProposal),
      providesTags: ['Call'],
    }),
    decideProposal: build.mutation<Proposal | null, { id: number; body: ProposalDecisionBody }>({
      query: ({ id, body }) => ({ url: `/prop/proposal/${id}`, method: 'PATCH', body }),
      transformResponse: readAdaptedItem(toProposal),
      invalidatesTags: ['Call'],
    }),
    noteProposal: build.mutation<Proposal | null, { id: number; note: string }>({
      query: ({ id, note }) => ({ url: `/prop/proposal/${id}/note`, method: 'PUT', body: { note } }),
      transformResponse: readAdaptedItem(toProposal),
      invalidatesTags: ['Call'],
    }),
  }),
});

registerErrorToast('getCalls', msg('The calls for proposals could not be loaded.'));
registerErrorToast('getMyProposals', msg('Your proposals could not be loaded.'));
registerErrorToast('getMyCalls', msg('Your calls for proposals could not be loaded.'));
registerErrorToast('getCallProposals', msg('The proposals could not be loaded.'));
registerErrorToast('closeCall', msg('The call could not be closed. Please try again.'));
registerErrorToast('withdrawProposal', msg('Your proposal could not be withdrawn. Please try again.'));
registerErrorToast('noteProposal', msg('The note could not be saved. Please try again.'));

export const {
  useGetCallsQuery,
  useGetCallQuery,
  useGetMyCallsQuery,
  useCreateCallMutation,
  useUpdateCallMutation,
  useCloseCallMutation,
  useGetMyProposalsQuery,
  useSubmitProposalMutation,
  useEditProposalMutation,
  useWithdrawProposalMutation,
  useGetCallProposalsQuery,
  useDecideProposalMutation,
  useNoteProposalMutation,
} = callsApi;

/**
 * The portal's proposal as multipart/form-data (issue 32): the text fields and one file part per document, named by
 * the required document's name; the server checks it as it checks the spec's base64 shape, a third fewer bytes on
 * costly mobile data.
 */
export function proposalForm(
  fields: { title: string; coverLetter: string },
  documents: { name: string; file: File }[],
): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('coverLetter', fields.coverLetter);
  for (const { name, file } of documents) form.append(name, file, file.name);
  return form;
}

/** Downloads a proposal's private document: the route wants the token in Authorization, so the bytes are fetched
 * and handed to the browser as a file (as funding documents are). */
export async function downloadProposalDocument(doc: { id: number; file_name: string; name: string }) {
  const token = authorizationHeader();
  const response = await fetch(`${apiBaseUrl()}/prop/proposal-document/${doc.id}`, {
    headers: token ? { Authorization: token } : {},
  });
  const name = doc.file_name || doc.name;
  if (!response.ok) throw new Error(t('{{name}} could not be downloaded.', { name }));
  saveBlob(await response.blob(), name);
}
