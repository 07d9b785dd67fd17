// /clap routes for posts: the public feed and lookups, the caller's own posts, create and update.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { PostBody } from '../../../contract/content';
import { ok } from '../../lib/envelope';
import { forbidden, notFound, badRequest } from '../../lib/http-errors';
import { httpLink, imageList, requireFields, trimmed } from '../../lib/content-input';
import { attachImageVariants, checkImages } from '../../repositories/content-images';
import type { ListQuery } from '../../repositories/content-query';
import { createPost, findPost, listPosts, postAuthor, updatePost, type PostInput, type PostItem } from '../../repositories/posts';
import { createPostSchema, getPostSchema, listPostsSchema, ownPostsSchema, updatePostSchema } from '../../schemas/posts';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';

const REQUIRED = 'All fields are required for the post';


async function withVariants(app: FastifyInstance, items: PostItem[]) {
  return attachImageVariants(app.db, items, app.config.publicUrl);
}

// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsync = (app) => {
  const imageRules = { publicUrl: app.config.publicUrl, allowedHosts: app.config.allowedImageHosts };

  app.get<{ Querystring: ListQuery }>('/prop/public/post', { schema: listPostsSchema }, async (request) => {
    const { items, meta } = await listPosts(app.db, request.query);
    return ok(await withVariants(app, items), 'Posts', meta ? { meta } : {});
  });

  app.get<{ Params: { id: number } }>('/prop/public/post/:id', { schema: getPostSchema }, async (request) => {
    const post = await findPost(app.db, request.params.id);
    if (!post) throw notFound('Post not found.');
    return ok((await withVariants(app, [post]))[0], 'Post');
  });

  app.get<{ Querystring: ListQuery }>(
    '/prop/posts',
    { schema: ownPostsSchema, onRequest: app.requireAuth('creative', 'business', 'partner') },
    async (request) => {
      const { items, meta } = await listPosts(app.db, { ...request.query, owner_id: callerOf(request).id });
      return ok(await withVariants(app, items), 'Your posts', meta ? { meta } : {});
    },
  );

  app.post<{ Body: Partial<PostBody> }>(
    '/prop/posts',
    { schema: createPostSchema, onRequest: app.requirePublisher('creative', 'business', 'partner') },
    async (request, reply) => {
      const body = request.body ?? {};
      const images = imageList(body.images);
      requireFields({ ...body, images }, ['title', 'description', 'link', 'images'], REQUIRED);
      const input: PostInput = {
        title: body.title!.trim(),
        description: body.description!.trim(),
        link: httpLink(body.link!),
        images: await checkImages(app.db, images, imageRules),
      };
      const id = await createPost(app.db, callerOf(request).id, input);
      const post = await findPost(app.db, id);
      reply.code(201);
      return ok((await withVariants(app, [post!]))[0], 'Post successfully created');
    },
  );

  app.post<{ Params: { id: number }; Body: Partial<PostBody> }>(
    '/prop/post/:id',
    { schema: updatePostSchema, onRequest: app.requirePublisher('creative', 'business', 'partner') },
    async (request) => {
      const authorId = await postAuthor(app.db, request.params.id);
      if (authorId === undefined) throw notFound('Post not found.');
      if (authorId !== callerOf(request).id) throw forbidden('You can only change your own posts.');
      const body = request.body ?? {};
      const changes: Partial<PostInput> = {};
      for (const field of ['title', 'description', 'link'] as const) {
        const value = trimmed(body[field]);
        if (value === undefined) continue;
        if (value === '') throw badRequest(REQUIRED);
        changes[field] = field === 'link' ? httpLink(value) : value;
      }
      if (body.images !== undefined) {
        const images = imageList(body.images);
        if (images.length === 0) throw badRequest(REQUIRED);
        changes.images = await checkImages(app.db, images, imageRules);
      }
      if (Object.keys(changes).length > 0) await updatePost(app.db, request.params.id, changes);
      const post = await findPost(app.db, request.params.id);
      // Deleted between the author check and the update (issue 14): the delete wins.
      if (!post) throw notFound('Post not found.');
      return ok((await withVariants(app, [post]))[0], 'Post successfully updated');
    },
  );

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'post');
  return Promise.resolve();
};

export default routes;
