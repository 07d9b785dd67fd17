// Calls for proposals and their proposals (issue 32, docs/proposals.md; extensions under the `calls` capability):
//   GET    /prop/public/call                 open calls first, title search, paged
//   GET    /prop/public/call/{id}            one call
//   GET    /prop/call                        the caller's own calls with proposal counts (partners, admins)
//   POST   /prop/call                        publish (approved partners, admins)
//   PUT    /prop/call/{id}                   replace (the author, or an admin)
//   POST   /prop/call/{id}/close             close now (the author, or an admin)
//   DELETE /prop/call/{id}                   delete while it has no proposals (the author); an admin takes
//                                            anyone else's down with a reason (content-removal.ts)
//   POST   /prop/call/{id}/proposal          send a proposal (verified creatives and businesses, eligible)
//   GET    /prop/call/{id}/proposals         its proposals, paged, status filter (the call's partner, admins)
//   GET    /prop/call/{id}/proposals.csv     the same as CSV, no documents
//   GET    /prop/proposal/mine               the caller's own proposals
//   GET    /prop/proposal/{id}               one proposal (applicant, call's partner, admins)
//   PUT    /prop/proposal/{id}               edit (applicant, until closing, while PENDING)
//   DELETE /prop/proposal/{id}               withdraw (applicant, until closing): deleted with its documents
//   PATCH  /prop/proposal/{id}               decide { status, message } (call's partner; a change: admins only)
//   PUT    /prop/proposal/{id}/note          the partner's private note
//   GET    /prop/proposal-document/{id}      a document (applicant, call's partner, admins)
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  CALL_REQUIRED,
  PROPOSAL_DOCUMENT_MAX_BYTES,
  type CallBodyFields,
  type CallKind,
} from '../../../contract/calls';
import { MODERATION_MESSAGES } from '../../../contract/moderation';
import { SECTOR_NAMES } from '../../../contract/sectors';
import { STATES } from '../../../contract/states';
import { ok } from '../../lib/envelope';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import {
  assertApprovedPartner,
  combineDateTime,
  imageList,
  parseDeadline,
  requireFields,
} from '../../lib/content-input';
import { csvCell } from '../../lib/open-data-csv';
import { sendPrivateDocument } from '../../lib/private-document';
import { refuseWhenImageWorkFull } from '../../lib/image-store';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { callerOf, type Caller } from '../../plugins/auth';
import { fileBodyLimit } from '../../plugins/request-limits';
import { decodeBase64 } from '../../plugins/uploads';
import { contentImages } from '../content-images';
import { callEditRefusal } from '../../lib/call-edit-rules';
import {
  callHasProposals,
  callRules,
  createCall,
  deleteCall,
  findCall,
  listCalls,
  partnerName,
  updateCall,
  type CallInput,
} from '../../repositories/calls';
import * as proposals from '../../repositories/proposals';
import {
  callProposalsCsvSchema,
  callProposalsSchema,
  closeCallSchema,
  createCallSchema,
  decideProposalSchema,
  deleteCallSchema,
  downloadProposalDocumentSchema,
  editProposalSchema,
  getCallSchema,
  getProposalSchema,
  listCallsSchema,
  myProposalsSchema,
  noteProposalSchema,
  ownCallsSchema,
  submitProposalSchema,
  updateCallSchema,
  withdrawProposalSchema,
} from '../../schemas/calls';
import {
  decideProposal,
  editProposal,
  REQUIRED,
  reviewerOf,
  submitProposal,
  withdrawProposal,
} from '../../services/proposals';
import { takeDownContent } from '../../services/content-removal';
import { emptyBodyIsObject } from '../content-removal/delete-route';
import { multipartDocumentsOf, multipartProposal, proposalMultipartLimits } from './multipart';
import { limitsPerAccount } from '../../lib/account-rate-limits';

const limit = limitsPerAccount('calls');

/** All documents of one proposal request together: at most four full-size documents' worth of base64. */
const PROPOSAL_BODY_FILES = 4;

const lowerSet = (list: readonly string[]) => new Map(list.map((v) => [v.toLowerCase(), v]));
const SECTOR_SET = lowerSet(SECTOR_NAMES);
const STATE_SET = lowerSet(STATES.map((s) => s.name));

/** Values from a fixed list, read without case; an unknown one is refused with `message`. */
function fromList(values: string[] | undefined, known: Map<string, string>, message: string): string[] {
  const out = new Set<string>();
  for (const value of values ?? []) {
    const hit = known.get(value.trim().toLowerCase());
    if (!hit) throw badRequest(message);
    out.add(hit);
  }
  return [...out];
}

/** The spec's documents with their base64 decoded (null when it is not base64: the service refuses it). */
const decoded = (docs: { name: string; type: string; data: string; file_name?: string }[] | undefined) =>
  (docs ?? []).map((doc) => ({ ...doc, data: decodeBase64(doc.data) }));

/** An admin, or an approved partner: who may publish and manage calls. */
function assertPublisher(caller: Caller, action: 'create' | 'edit' = 'create'): void {
  if (caller.kind !== 'admin') assertApprovedPartner(caller, 'calls', action);
}

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  // The portal's multipart proposals (./multipart.ts): the parser for this scope only.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    void app.register(multipart, {
      limits: proposalMultipartLimits(Math.min(app.config.uploadMaxBytes, PROPOSAL_DOCUMENT_MAX_BYTES)),
    });
  }
  const { storedImages, withVariants } = contentImages(app);
  const documentMaxBytes = () => Math.min(app.config.uploadMaxBytes, PROPOSAL_DOCUMENT_MAX_BYTES);
  const documentRules = () => ({
    store: app.uploadStore,
    maxBytes: documentMaxBytes(),
    publicUrl: app.config.publicUrl,
  });
  /** Multipart proposals: at most as many bytes of files as the JSON shape's body limit carries. */
  const readMultipart = multipartProposal(
    documentMaxBytes,
    PROPOSAL_DOCUMENT_MAX_BYTES * PROPOSAL_BODY_FILES,
  );
  const answer = async (id: number, withCounts = false) => {
    const item = await findCall(app.db, id, withCounts);
    if (!item) throw notFound('Call for proposals not found.');
    return (await withVariants([item]))[0];
  };

  /** The body under the creation's rules, as stored (a PUT replaces the whole call with it). */
  const callInput = async (
    caller: Caller,
    body: CallBodyFields,
    { creating }: { creating: boolean },
  ): Promise<CallInput> => {
    const fields = { ...body, images: imageList(body.images) };
    requireFields(fields, CALL_REQUIRED, REQUIRED);
    const opens = combineDateTime(fields.opens_at, '00:00');
    const closes = parseDeadline(fields.closes_at);
    if (closes <= opens) throw badRequest('The closing date must be after the opening date.');
    if (creating && closes <= new Date()) throw badRequest('The closing date must be in the future.');
    const min = fields.amount_min ?? null;
    const max = fields.amount_max ?? null;
    if (min !== null && max !== null && min > max)
      throw badRequest('The minimum amount cannot be more than the maximum.');
    const documents = (fields.documents_required ?? []).map((d) => d.trim()).filter(Boolean);
    if (new Set(documents.map((d) => d.toLowerCase())).size !== documents.length)
      throw badRequest('Each required document needs a different name.');
    const host = fields.host?.trim() || (await partnerName(app.db, caller.id)) || '';
    if (!host) throw badRequest(REQUIRED);
    return {
      title: fields.title.trim(),
      description: fields.description.trim(),
      host,
      images: await storedImages(fields.images),
      opens_at: opens,
      closes_at: closes,
      amount_min: min,
      amount_max: max,
      eligible_kinds: [...new Set(fields.eligible_kinds)] as CallKind[],
      sectors: fromList(fields.sectors, SECTOR_SET, "A sector is not one of the portal's sectors."),
      states: fromList(fields.states, STATE_SET, "A state is not one of Nigeria's 36 states and the FCT."),
      documents_required: documents,
    };
  };

  /** The call, when the caller may manage it (its author, or an admin). */
  const ownCall = async (caller: Caller, id: number) => {
    const call = await callRules(app.db, id);
    if (!call) throw notFound('Call for proposals not found.');
    if (caller.kind !== 'admin' && call.author_id !== caller.id)
      throw forbidden('You can only change your own calls for proposals.');
    return call;
  };
  /** The call a publisher edits or closes: an approved partner's own, or any call for an admin. */
  const editedCall = (caller: Caller, id: number) => {
    assertPublisher(caller, 'edit');
    return ownCall(caller, id);
  };
  /** The options of an edit or a close: publishers only, the write limit. */
  const editing = <S extends object>(schema: S) => ({
    schema,
    onRequest: app.requirePublisher('partner', 'admin'),
    config: limit('write'),
  });

  // ---- public
  app.get('/prop/public/call', { schema: listCallsSchema, config: PUBLIC_READ }, async (request) => {
    const { items, meta } = await listCalls(app.db, request.query);
    return ok(await withVariants(items), 'Calls for proposals', meta ? { meta } : {});
  });

  app.get('/prop/public/call/:id', { schema: getCallSchema, config: PUBLIC_READ }, async (request) =>
    ok(await answer(request.params.id), 'Call for proposals'),
  );

  // ---- the partner's calls
  app.get(
    '/prop/call',
    { schema: ownCallsSchema, onRequest: app.requireAuth('partner', 'admin'), config: limit('read') },
    async (request) => {
      const { items, meta } = await listCalls(app.db, {
        ...request.query,
        owner_id: callerOf(request).id,
        withCounts: true,
      });
      return ok(await withVariants(items), 'Your calls for proposals', meta ? { meta } : {});
    },
  );

  app.post(
    '/prop/call',
    {
      schema: createCallSchema,
      onRequest: app.requirePublisher('partner', 'admin'),
      preHandler: app.publishLimit,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      assertPublisher(caller);
      const id = await createCall(
        app.db,
        caller.id,
        await callInput(caller, request.body, { creating: true }),
      );
      reply.code(201);
      return ok(await answer(id, true), 'Call for proposals created.');
    },
  );

  app.put('/prop/call/:id', editing(updateCallSchema), async (request) => {
    const caller = callerOf(request);
    await editedCall(caller, request.params.id);
    const input = await callInput(caller, request.body, { creating: false });
    // The rules of an edit once proposals exist (lib/call-edit-rules.ts), checked under the call's row lock: a
    // proposal being sent at the same moment waits for the edit, or the edit sees it.
    await app.db.transaction().execute(async (trx) => {
      const current = await callRules(trx, request.params.id, true);
      if (!current) throw notFound('Call for proposals not found.');
      const refusal = callEditRefusal(current, input, await callHasProposals(trx, current.id));
      if (refusal) throw conflict(refusal);
      await updateCall(trx, current.id, input);
    });
    return ok(await answer(request.params.id, true), 'Call for proposals updated.');
  });

  app.post('/prop/call/:id/close', editing(closeCallSchema), async (request) => {
    const call = await editedCall(callerOf(request), request.params.id);
    const now = new Date();
    if (new Date(call.closes_at) > now) {
      await app.db
        .updateTable('calls')
        .set({ closes_at: now, updated_at: now })
        .where('id', '=', call.id)
        .execute();
    }
    return ok(await answer(call.id, true), 'Call for proposals closed.');
  });

  app.delete(
    '/prop/call/:id',
    {
      schema: deleteCallSchema,
      onRequest: app.requireAuth('partner', 'admin'),
      preValidation: emptyBodyIsObject,
      config: limit('write'),
    },
    async (request) => {
      const caller = callerOf(request);
      const call = await ownCall(caller, request.params.id);
      // An admin removing someone else's call takes it down, as any content (a reason, the author's mail).
      if (caller.kind === 'admin' && call.author_id !== caller.id) {
        await takeDownContent(app, {
          itemType: 'call',
          itemId: call.id,
          adminId: caller.id,
          reason: request.body.reason ?? '',
        });
        return ok(null, MODERATION_MESSAGES.takenDown);
      }
      const outcome = await deleteCall(app.db, request.params.id);
      if (outcome === 'missing') throw notFound('Call for proposals not found.');
      if (outcome === 'has-proposals')
        throw conflict('A call with proposals cannot be deleted; close it instead.');
      return ok(null, 'Call for proposals deleted.');
    },
  );

  // ---- proposals: the applicant's side
  /** A proposal's send or edit, with its documents (JSON base64 or multipart): verified creatives and businesses
   * only, the submission limit, a body of at most PROPOSAL_BODY_FILES full-size documents. */
  const withDocuments = <S extends object>(schema: S) => ({
    schema,
    onRequest: [app.requirePublisher('creative', 'business'), refuseWhenImageWorkFull],
    bodyLimit: fileBodyLimit(PROPOSAL_DOCUMENT_MAX_BYTES * PROPOSAL_BODY_FILES),
    config: { ...limit('submit'), fileBody: true },
    preValidation: readMultipart,
  });
  app.post('/prop/call/:id/proposal', withDocuments(submitProposalSchema), async (request, reply) => {
    const body = request.body;
    const docs = multipartDocumentsOf(request) ?? decoded(body.documents);
    const item = await submitProposal(app.db, documentRules(), callerOf(request), request.params.id, {
      body,
      docs,
    });
    app.mailOutbox.kick();
    return reply.code(201).send(ok(item, 'Your proposal has been sent.'));
  });

  app.get(
    '/prop/proposal/mine',
    { schema: myProposalsSchema, onRequest: app.requireAuth('creative', 'business'), config: limit('read') },
    async (request) =>
      ok(await proposals.listProposals(app.db, { accountId: callerOf(request).id }), 'Your proposals'),
  );

  app.get(
    '/prop/proposal/:id',
    { schema: getProposalSchema, onRequest: app.requireAuth(), config: limit('read') },
    async (request) => {
      const caller = callerOf(request);
      const { proposal, reviewer } = await reviewerOf(app.db, caller, request.params.id);
      if (!reviewer && proposal.account_id !== caller.id) throw forbidden();
      const [item] = await proposals.listProposals(app.db, { id: request.params.id, reviewer });
      return ok(item, 'Proposal');
    },
  );

  app.put('/prop/proposal/:id', withDocuments(editProposalSchema), async (request) => {
    const body = request.body;
    const item = await editProposal(app.db, documentRules(), callerOf(request), request.params.id, {
      body,
      docs: multipartDocumentsOf(request) ?? decoded(body.documents),
    });
    return ok(item, 'Your proposal has been updated.');
  });

  app.delete(
    '/prop/proposal/:id',
    {
      schema: withdrawProposalSchema,
      onRequest: app.requireAuth('creative', 'business'),
      config: limit('write'),
    },
    async (request) => {
      await withdrawProposal(app.db, app.uploadStore, callerOf(request), request.params.id);
      return ok(null, 'Your proposal has been withdrawn.');
    },
  );

  // ---- review: the call's partner and admins
  /** The call, when the caller reviews its proposals (its author, or an admin). */
  const reviewedCall = async (caller: Caller, id: number) => {
    const call = await callRules(app.db, id);
    if (!call) throw notFound('Call for proposals not found.');
    if (caller.kind !== 'admin' && call.author_id !== caller.id) throw forbidden();
    return call;
  };

  app.get(
    '/prop/call/:id/proposals',
    { schema: callProposalsSchema, onRequest: app.requireAuth('partner', 'admin'), config: limit('read') },
    async (request) => {
      const call = await reviewedCall(callerOf(request), request.params.id);
      const { page = 1, limit: size = 20, status } = request.query;
      const query = { callId: call.id, status, reviewer: true };
      const [items, total] = await Promise.all([
        proposals.listProposals(app.db, { ...query, limit: size, offset: (page - 1) * size }),
        proposals.countProposals(app.db, query),
      ]);
      return ok(items, 'Proposals', { meta: { page, limit: size, total, pages: Math.ceil(total / size) } });
    },
  );

  app.get(
    '/prop/call/:id/proposals.csv',
    { schema: callProposalsCsvSchema, onRequest: app.requireAuth('partner', 'admin'), config: limit('read') },
    async (request, reply) => {
      const call = await reviewedCall(callerOf(request), request.params.id);
      const items = await proposals.listProposals(app.db, { callId: call.id, reviewer: true, limit: 10_000 });
      const header = ['id', 'title', 'applicant', 'kind', 'email', 'phone', 'status', 'submitted', 'decided'];
      const rows = items.map((p) => [
        p.id,
        p.title,
        p.applicant?.name ?? 'Applicant account deleted',
        p.applicant?.kind ?? '',
        p.applicant?.email ?? '',
        p.applicant?.phone ?? '',
        p.status,
        p.date,
        p.decided_at ?? '',
      ]);
      const csv = [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
      void reply.headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="call-${call.id}-proposals.csv"`,
        'cache-control': 'private, no-store',
      });
      return reply.send(csv);
    },
  );

  app.patch(
    '/prop/proposal/:id',
    { schema: decideProposalSchema, onRequest: app.requireAuth('partner', 'admin'), config: limit('write') },
    async (request) => {
      const item = await decideProposal(
        app.db,
        app.config.publicUrl,
        callerOf(request),
        request.params.id,
        request.body,
      );
      app.mailOutbox.kick();
      return ok(item, 'Decision saved.');
    },
  );

  app.put(
    '/prop/proposal/:id/note',
    { schema: noteProposalSchema, onRequest: app.requireAuth('partner', 'admin'), config: limit('write') },
    async (request) => {
      const { reviewer } = await reviewerOf(app.db, callerOf(request), request.params.id);
      if (!reviewer) throw forbidden();
      await proposals.setNote(app.db, request.params.id, request.body.note.trim() || null);
      const [item] = await proposals.listProposals(app.db, { id: request.params.id, reviewer: true });
      return ok(item, 'Note saved.');
    },
  );

  app.get(
    '/prop/proposal-document/:id',
    { schema: downloadProposalDocumentSchema, onRequest: app.requireAuth(), config: limit('read') },
    async (request, reply) => {
      const doc = await proposals.documentForDownload(app.db, request.params.id);
      return sendPrivateDocument(reply, app.uploadStore, callerOf(request), doc, (d) => [
        d.account_id,
        d.call_author_id,
      ]);
    },
  );
  return Promise.resolve();
};

export default routes;
