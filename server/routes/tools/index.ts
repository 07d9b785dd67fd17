// /clap routes for tools (partner offers): public list, a partner's own list, lookup, create (approved partners).
import type { FastifyPluginAsync } from 'fastify';
import type { ToolBody } from '../../../contract/content';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/http-errors';
import { assertApprovedPartner, httpLink, imageList, requireFields } from '../../lib/content-input';
import { attachImageVariants, checkImages } from '../../repositories/content-images';
import { createTool, findTool, listTools, type ToolFilters, type ToolItem } from '../../repositories/tools';
import { createToolSchema, getToolSchema, listToolsSchema, ownToolsSchema } from '../../schemas/tools';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';

const REQUIRED = 'All fields are required';


// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsync = (app) => {
  const imageRules = { publicUrl: app.config.publicUrl, allowedHosts: app.config.allowedImageHosts };
  const withVariants = (items: ToolItem[]) => attachImageVariants(app.db, items, app.config.publicUrl);

  app.get<{ Querystring: ToolFilters }>('/prop/tool/all', { schema: listToolsSchema }, async (request) => {
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

  app.get<{ Params: { id: number } }>('/prop/tool/:id', { schema: getToolSchema }, async (request) => {
    const tool = await findTool(app.db, request.params.id);
    if (!tool) throw notFound('Tool not found.');
    return ok((await withVariants([tool]))[0], 'Tool');
  });

  app.post<{ Body: Partial<ToolBody> }>(
    '/prop/tool',
    { schema: createToolSchema, onRequest: app.requirePublisher() },
    async (request, reply) => {
      assertApprovedPartner(callerOf(request), 'tools');
      const body = request.body ?? {};
      const images = imageList(body.images);
      requireFields({ ...body, images }, ['name', 'description', 'link', 'images', 'sector', 'offer'], REQUIRED);
      const id = await createTool(app.db, callerOf(request).id, {
        name: body.name!.trim(),
        description: body.description!.trim(),
        link: httpLink(body.link!),
        images: await checkImages(app.db, images, imageRules),
        sector: body.sector!.trim(),
        offer: body.offer!.trim(),
        type: body.type || null,
        price: body.price || null,
        category: body.category?.trim() || null,
      });
      const tool = await findTool(app.db, id);
      reply.code(201);
      return ok((await withVariants([tool!]))[0], 'Tool successfully created');
    },
  );

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'tool');
  return Promise.resolve();
};

export default routes;
