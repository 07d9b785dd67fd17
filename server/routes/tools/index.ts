// /clap routes for tools (partner offers): public list, a partner's own list, lookup, create and the author's edit (approved partners).
import type { FastifyPluginAsync } from 'fastify';
import type { ToolBody } from '../../../contract/content';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { notFound } from '../../lib/http-errors';
import { assertApprovedPartner, httpLink, imageList, requireFields } from '../../lib/content-input';
import { attachImageVariants, checkImages } from '../../repositories/content-images';
import { createTool, findTool, listTools, type ToolFilters, type ToolInput, type ToolItem } from '../../repositories/tools';
import { createToolSchema, getToolSchema, listToolsSchema, ownToolsSchema, updateToolSchema } from '../../schemas/tools';
import { registerContentEdit } from '../content-edit';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';

const REQUIRED = 'All fields are required';


// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsync = (app) => {
  const imageRules = { publicUrl: app.config.publicUrl, s3PublicUrl: app.config.s3PublicUrl, allowedHosts: app.config.allowedImageHosts };
  const withVariants = (items: ToolItem[]) => attachImageVariants(app.db, items, app.config);

  app.get<{ Querystring: ToolFilters }>('/prop/tool/all', { schema: listToolsSchema, config: PUBLIC_READ }, async (request) => {
    const { items, meta } = await listTools(app.db, request.query);
    return ok(await withVariants(items), 'Tools', meta ? { meta } : {});
  });

  app.get<{ Querystring: ToolFilters }>(
    '/prop/tool',
    { schema: ownToolsSchema, onRequest: app.requireAuth('partner') },
    async (request) => {
      const { items, meta } = await listTools(app.db, { ...request.query, owner_id: callerOf(request).id });
      return ok(await withVariants(items), 'Your tools', meta ? { meta } : {});
    },
  );

  app.get<{ Params: { id: number } }>('/prop/tool/:id', { schema: getToolSchema, config: PUBLIC_READ }, async (request) => {
    const tool = await findTool(app.db, request.params.id);
    if (!tool) throw notFound('Tool not found.');
    return ok((await withVariants([tool]))[0], 'Tool');
  });

  /** The body under creation's rules and messages, as stored (a PUT replaces the whole tool with it). */
  const toolInput = async (body: Partial<ToolBody>): Promise<ToolInput> => {
    const images = imageList(body.images);
    requireFields({ ...body, images }, ['name', 'description', 'link', 'images', 'sector', 'offer'], REQUIRED);
    return {
      name: body.name!.trim(),
      description: body.description!.trim(),
      link: httpLink(body.link!),
      images: await checkImages(app.db, images, imageRules),
      sector: body.sector!.trim(),
      offer: body.offer!.trim(),
      type: body.type || null,
      price: body.price || null,
      category: body.category?.trim() || null,
    };
  };
  const answer = async (id: number) => {
    const tool = await findTool(app.db, id);
    return tool && (await withVariants([tool]))[0];
  };

  app.post<{ Body: Partial<ToolBody> }>(
    '/prop/tool',
    { schema: createToolSchema, onRequest: app.requirePublisher(), preHandler: app.publishLimit },
    async (request, reply) => {
      assertApprovedPartner(callerOf(request), 'tools');
      const id = await createTool(app.db, callerOf(request).id, await toolInput(request.body ?? {}));
      reply.code(201);
      return ok(await answer(id), 'Tool successfully created');
    },
  );

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'tool');

  // ---- Edits (issue 14): the author replaces the whole tool (docs/content.md, "Editing").
  registerContentEdit(app, {
    method: 'PUT',
    url: '/prop/tool/:id',
    table: 'tools',
    schema: updateToolSchema,
    onRequest: app.requirePublisher(),
    assertAllowed: (caller) => assertApprovedPartner(caller, 'tools', 'edit'),
    values: toolInput,
    answer,
  });
  return Promise.resolve();
};

export default routes;
