// /clap routes for tools (partner offers): public list, a partner's own list, lookup, create and the author's edit (approved partners).
// The type provider infers each handler's query, params and body from its schema, and checks its answer against the
// response schema (the contract's item, contract/tools.ts): no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { TOOL_REQUIRED, type ToolBodyFields } from '../../../contract/tools';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { notFound } from '../../lib/http-errors';
import { assertApprovedPartner, httpLink, imageList, requireFields } from '../../lib/content-input';
import { contentImages } from '../content-images';
import { createTool, findTool, listTools, type ToolInput } from '../../repositories/tools';
import {
  createToolSchema,
  getToolSchema,
  listToolsSchema,
  ownToolsSchema,
  updateToolSchema,
} from '../../schemas/tools';
import { contentEdit } from '../content-edit';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';

const REQUIRED = 'All fields are required';

// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const { storedImages, withVariants } = contentImages(app);

  app.get('/prop/tool/all', { schema: listToolsSchema, config: PUBLIC_READ }, async (request) => {
    const { items, meta } = await listTools(app.db, request.query);
    return ok(await withVariants(items), 'Tools', meta ? { meta } : {});
  });

  app.get(
    '/prop/tool',
    { schema: ownToolsSchema, onRequest: app.requireAuth('partner') },
    async (request) => {
      const { items, meta } = await listTools(app.db, { ...request.query, owner_id: callerOf(request).id });
      return ok(await withVariants(items), 'Your tools', meta ? { meta } : {});
    },
  );

  app.get('/prop/tool/:id', { schema: getToolSchema, config: PUBLIC_READ }, async (request) => {
    const tool = await findTool(app.db, request.params.id);
    if (!tool) throw notFound('Tool not found.');
    return ok((await withVariants([tool]))[0], 'Tool');
  });

  /** The body under creation's rules and messages, as stored (a PUT replaces the whole tool with it). */
  const toolInput = async (body: ToolBodyFields): Promise<ToolInput> => {
    const fields = { ...body, images: imageList(body.images) };
    requireFields(fields, TOOL_REQUIRED, REQUIRED);
    return {
      name: fields.name.trim(),
      description: fields.description.trim(),
      link: httpLink(fields.link),
      images: await storedImages(fields.images),
      sector: fields.sector.trim(),
      offer: fields.offer.trim(),
      type: fields.type || null,
      price: fields.price || null,
      category: fields.category?.trim() || null,
    };
  };
  const answer = async (id: number) => {
    const tool = await findTool(app.db, id);
    return tool && (await withVariants([tool]))[0];
  };

  app.post(
    '/prop/tool',
    { schema: createToolSchema, onRequest: app.requirePublisher(), preHandler: app.publishLimit },
    async (request, reply) => {
      assertApprovedPartner(callerOf(request), 'tools');
      const id = await createTool(app.db, callerOf(request).id, await toolInput(request.body));
      reply.code(201);
      return ok(await answer(id), 'Tool successfully created');
    },
  );

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'tool');

  // ---- Edits (issue 14): the author replaces the whole tool (docs/content.md, "Editing").
  app.put(
    '/prop/tool/:id',
    { schema: updateToolSchema, onRequest: app.requirePublisher() },
    contentEdit(app, {
      table: 'tools',
      assertAllowed: (caller) => assertApprovedPartner(caller, 'tools', 'edit'),
      values: toolInput,
      answer,
    }),
  );
  return Promise.resolve();
};

export default routes;
