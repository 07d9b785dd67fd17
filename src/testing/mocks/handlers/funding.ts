// MSW handlers for the portal's own funding applications (issue 13): documents, the applicant's applications and
// the admin's list and status changes, kept in memory (resetFunding() between tests that need a clean slate).
import { http } from 'msw';
import {
  fundingReference,
  type ChangeFundingStatusBody,
  type CreateFundingApplicationBody,
  type FundingApplication,
  type FundingDocument,
  type FundingStatus,
  type UploadFundingDocumentBody,
  countsByStatus,
} from '@contract/funding';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

export const fundingStore = {
  applications: [] as FundingApplication[],
  documents: [] as FundingDocument[],
  /** Every request body the handlers received, newest last (tests read what the portal sent). */
  requests: [] as { path: string; body: unknown }[],
};

export function resetFunding(): void {
  fundingStore.applications = [];
  fundingStore.documents = [];
  fundingStore.requests = [];
}

export function makeFundingApplication(overrides: Partial<FundingApplication> = {}): FundingApplication {
  const id = overrides.id ?? fundingStore.applications.length + 1;
  return {
    id,
    reference: fundingReference(id),
    status: 'received',
    amount: 250_000,
    purpose: 'Studio equipment for a recording project.',
    programme: 'grant',
    applicant: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567', kind: 'creative' },
    documents: [],
    history: [{ status: 'received', note: null, created_at: '2026-11-20T10:00:00.000Z' }],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const fundingHandlers = [
  http.post(apiUrl('/prop/funding/document'), async ({ request }) => {
    const body = (await request.json()) as UploadFundingDocumentBody;
    fundingStore.requests.push({ path: '/prop/funding/document', body });
    const doc: FundingDocument = {
      id: 100 + fundingStore.documents.length,
      name: body.name,
      mime: body.name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
      bytes: Math.floor((body.file.length * 3) / 4),
    };
    fundingStore.documents.push(doc);
    return okEnvelope(doc, 'Document uploaded.');
  }),
  http.post(apiUrl('/prop/funding'), async ({ request }) => {
    const body = (await request.json()) as CreateFundingApplicationBody;
    fundingStore.requests.push({ path: '/prop/funding', body });
    const application = makeFundingApplication({
      amount: body.amount,
      purpose: body.purpose,
      programme: body.programme,
      documents: fundingStore.documents.filter((d) => body.documents.includes(d.id)),
    });
    fundingStore.applications.unshift(application);
    return okEnvelope(application, 'Your application has been received.');
  }),
  http.get(apiUrl('/prop/funding'), () => okEnvelope(fundingStore.applications, 'Applications retrieved')),
  http.get(apiUrl('/prop/admin/funding'), ({ request }) => {
    const status = new URL(request.url).searchParams.get('status') as FundingStatus | null;
    const rows = fundingStore.applications.filter((a) => !status || a.status === status);
    const counts = countsByStatus((s) => fundingStore.applications.filter((a) => a.status === s).length);
    return okEnvelope(rows, 'Applications retrieved', {
      meta: { page: 1, limit: 20, total: rows.length, pages: 1 },
      counts,
    });
  }),
  http.patch(apiUrl('/prop/admin/funding/:id'), async ({ params, request }) => {
    const body = (await request.json()) as ChangeFundingStatusBody;
    fundingStore.requests.push({ path: `/prop/admin/funding/${String(params.id)}`, body });
    const application = fundingStore.applications.find((a) => a.id === Number(params.id));
    if (!application) return errorEnvelope(404, 'Application not found.');
    application.status = body.status;
    application.history.push({
      status: body.status,
      note: body.note ?? null,
      created_at: '2026-11-21T10:00:00.000Z',
    });
    return okEnvelope(application, 'Status updated.');
  }),
];
