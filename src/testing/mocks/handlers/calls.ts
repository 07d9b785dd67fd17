// MSW handlers for calls for proposals (issue 32): the public list and one call, the applicant's proposals, and the
// partner's calls, review and decisions, kept in memory (resetCalls() between tests; callsStore.requests holds what
// the portal sent).
import { http } from 'msw';
import type {
  CallBody,
  CallItem,
  ProposalBody,
  ProposalDecisionBody,
  ProposalItem,
  ProposalNoteBody,
} from '@contract/calls';
import { fullAuthor, MOCK_STAMP } from '../../generators';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

export const callsStore = {
  calls: [] as CallItem[],
  proposals: [] as ProposalItem[],
  requests: [] as { path: string; method: string; body: unknown }[],
};

/** What the portal sent as a proposal: the spec's JSON shape, or the portal's multipart form read into it (each
 * file's `data` is its text as base64, as the JSON shape carries it). */
const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');

async function proposalBody(request: Request): Promise<ProposalBody> {
  if (!isMultipart(request)) return (await request.json()) as ProposalBody;
  const form = await request.formData();
  const documents: ProposalBody['documents'] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') continue;
    const type = value.type === 'application/pdf' ? 'pdf' : value.type === 'image/png' ? 'png' : 'jpeg';
    documents.push({ name, type, data: btoa(await value.text()), file_name: value.name });
  }
  return {
    title: String(form.get('title') ?? ''),
    coverLetter: String(form.get('coverLetter') ?? ''),
    documents,
  };
}

export function makeCall(overrides: Partial<CallItem> = {}): CallItem {
  const id = overrides.id ?? callsStore.calls.length + 1;
  return {
    id,
    images: [],
    image_variants: [],
    ...MOCK_STAMP,
    author: fullAuthor({ id: 900, kind: 'partner', name: 'Arts Trust' }),
    title: `Call ${id}`,
    description: `We fund short films about Nigerian cities, call number ${id}, with mentoring.`,
    host: 'Arts Trust',
    opens_at: '2026-11-01T00:00:00.000Z',
    closes_at: '2099-12-31T22:59:00.000Z',
    amount_min: 500_000,
    amount_max: 2_000_000,
    eligible_kinds: ['creative', 'business'],
    sectors: [],
    states: [],
    documents_required: ['Cover Letter', 'CAC'],
    open: true,
    proposals: null,
    ...overrides,
  };
}

export function makeProposal(overrides: Partial<ProposalItem> = {}): ProposalItem {
  const id = overrides.id ?? callsStore.proposals.length + 1;
  const call = callsStore.calls[0] ?? makeCall();
  return {
    id,
    title: `Proposal ${id}`,
    coverLetter: 'A ten-minute film about night markets.',
    status: 'PENDING',
    message: null,
    decided_at: null,
    date: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    host: call.host,
    call: { id: call.id, title: call.title, host: call.host, closes_at: call.closes_at },
    documents: [{ id: 70 + id, name: 'Cover Letter', type: 'pdf', file_name: 'letter.pdf', bytes: 1200 }],
    ...overrides,
  };
}

export function resetCalls(): void {
  callsStore.calls = [];
  callsStore.proposals = [];
  callsStore.requests = [];
}

const record = (path: string, method: string, body: unknown) =>
  callsStore.requests.push({ path, method, body });

export const callsHandlers = [
  http.get(apiUrl('/prop/public/call'), ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const exclude = Number(url.searchParams.get('exclude'));
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const all = callsStore.calls.filter(
      (c) => c.open && c.title.toLowerCase().includes(q) && c.id !== exclude,
    );
    const items = all.slice((page - 1) * limit, page * limit);
    return okEnvelope(items, 'Calls for proposals', {
      meta: { page, limit, total: all.length, pages: Math.max(1, Math.ceil(all.length / limit)) },
    });
  }),
  http.get(apiUrl('/prop/public/call/:id'), ({ params }) => {
    const call = callsStore.calls.find((c) => c.id === Number(params.id));
    return call
      ? okEnvelope(call, 'Call for proposals')
      : errorEnvelope(404, 'Call for proposals not found.');
  }),
  http.get(apiUrl('/prop/call'), () =>
    okEnvelope(
      callsStore.calls.map((c) => ({
        ...c,
        proposals: callsStore.proposals.filter((p) => p.call.id === c.id).length,
      })),
      'Your calls for proposals',
    ),
  ),
  http.post(apiUrl('/prop/call'), async ({ request }) => {
    const body = (await request.json()) as CallBody;
    record('/prop/call', 'POST', body);
    const call = makeCall({
      ...body,
      host: body.host ?? 'Arts Trust',
      opens_at: body.opens_at,
      closes_at: body.closes_at,
    });
    callsStore.calls.push(call);
    return okEnvelope(call, 'Call for proposals created.');
  }),
  http.put(apiUrl('/prop/call/:id'), async ({ params, request }) => {
    const body = (await request.json()) as CallBody;
    record(`/prop/call/${String(params.id)}`, 'PUT', body);
    const call = callsStore.calls.find((c) => c.id === Number(params.id));
    if (!call) return errorEnvelope(404, 'Call for proposals not found.');
    Object.assign(call, { ...body, host: body.host ?? call.host });
    return okEnvelope(call, 'Call for proposals updated.');
  }),
  http.post(apiUrl('/prop/call/:id/close'), ({ params }) => {
    const call = callsStore.calls.find((c) => c.id === Number(params.id));
    if (!call) return errorEnvelope(404, 'Call for proposals not found.');
    call.open = false;
    return okEnvelope(call, 'Call for proposals closed.');
  }),
  http.post(apiUrl('/prop/call/:id/proposal'), async ({ params, request }) => {
    const body = await proposalBody(request);
    record(`/prop/call/${String(params.id)}/proposal`, 'POST', { ...body, multipart: isMultipart(request) });
    const call = callsStore.calls.find((c) => c.id === Number(params.id));
    if (!call) return errorEnvelope(404, 'Call for proposals not found.');
    const proposal = makeProposal({
      title: body.title,
      coverLetter: body.coverLetter,
      host: call.host,
      call: { id: call.id, title: call.title, host: call.host, closes_at: call.closes_at },
      documents: body.documents.map((d, i) => ({
        id: 300 + i,
        name: d.name,
        type: d.type === 'png' ? 'png' : d.type === 'jpeg' ? 'jpeg' : 'pdf',
        file_name: d.file_name ?? d.name,
        bytes: d.data.length,
      })),
    });
    callsStore.proposals.push(proposal);
    return okEnvelope(proposal, 'Your proposal has been sent.');
  }),
  http.put(apiUrl('/prop/proposal/:id'), async ({ params, request }) => {
    const body = await proposalBody(request);
    record(`/prop/proposal/${String(params.id)}`, 'PUT', { ...body, multipart: isMultipart(request) });
    const proposal = callsStore.proposals.find((p) => p.id === Number(params.id));
    if (!proposal) return errorEnvelope(404, 'Proposal not found.');
    Object.assign(proposal, { title: body.title, coverLetter: body.coverLetter });
    return okEnvelope(proposal, 'Your proposal has been updated.');
  }),
  http.get(apiUrl('/prop/proposal/mine'), () => okEnvelope(callsStore.proposals, 'Your proposals')),
  http.delete(apiUrl('/prop/proposal/:id'), ({ params }) => {
    record(`/prop/proposal/${String(params.id)}`, 'DELETE', null);
    callsStore.proposals = callsStore.proposals.filter((p) => p.id !== Number(params.id));
    return okEnvelope(null, 'Your proposal has been withdrawn.');
  }),
  http.get(apiUrl('/prop/call/:id/proposals'), ({ params }) => {
    const items = callsStore.proposals
      .filter((p) => p.call.id === Number(params.id))
      .map((p) => ({ applicant: null, note: null, ...p }));
    return okEnvelope(items, 'Proposals', { meta: { page: 1, limit: 20, total: items.length, pages: 1 } });
  }),
  http.patch(apiUrl('/prop/proposal/:id'), async ({ params, request }) => {
    const body = (await request.json()) as ProposalDecisionBody;
    record(`/prop/proposal/${String(params.id)}`, 'PATCH', body);
    const proposal = callsStore.proposals.find((p) => p.id === Number(params.id));
    if (!proposal) return errorEnvelope(404, 'Proposal not found.');
    if (!body.message.trim()) return errorEnvelope(400, 'A decision needs a message to the applicant.');
    Object.assign(proposal, {
      status: body.status,
      message: body.message,
      decided_at: '2026-11-21T10:00:00.000Z',
    });
    return okEnvelope(proposal, 'Decision saved.');
  }),
  http.put(apiUrl('/prop/proposal/:id/note'), async ({ params, request }) => {
    const body = (await request.json()) as ProposalNoteBody;
    record(`/prop/proposal/${String(params.id)}/note`, 'PUT', body);
    const proposal = callsStore.proposals.find((p) => p.id === Number(params.id));
    if (!proposal) return errorEnvelope(404, 'Proposal not found.');
    proposal.note = body.note;
    return okEnvelope(proposal, 'Note saved.');
  }),
];
