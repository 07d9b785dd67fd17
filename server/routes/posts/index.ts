// /clap routes for posts: the public feed and lookups, the caller's own posts, create and the author's edit.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { PostBody } from '../../../contract/content';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { notFound, badRequest } from '../../lib/http-errors';
import { httpLink, imageList, requireFields, trimmed } from '../../lib/content-input';
import { attachImageVariants, checkImages } from '../../repositories/content-images';
import type { ListQuery } from '../../repositories/content-query';
import { createPost, findPost, listPosts, type PostInput, type PostItem } from '../../repositories/posts';
import { registerContentEdit } from '../content-edit';
import { createPostSchema, getPostSchema, listPostsSchema, ownPostsSchema, updatePostSchema } from '../../schemas/posts';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';

const REQUIRED = 'All fields are required for the post';


async function withVariants(app: FastifyInstance, items: PostItem[]) {
  return attachImageVariants(app.db, items, app.config);
}

// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsync = (app) => {
  const imageRules = { publicUrl: app.config.publicUrl, s3PublicUrl: app.config.s3PublicUrl, allowedHosts: app.config.allowedImageHosts };

  app.get<{ Querystring: ListQuery }>('/prop/public/post', { schema: listPostsSchema, config: PUBLIC_READ }, async (request) => {
    const { items, meta } = await listPosts(app.db, request.query);
    return ok(await withVariants(app, items), 'Posts', meta ? { meta } : {});
  });

  app.get<{ Params: { id: number } }>('/prop/public/post/:id', { schema: getPostSchema, config: PUBLIC_READ }, async (request) => {
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

  /**
   * The spec's post edit takes its payload as given: each field sent is checked by creation's rules (a blank one:
   * the creation's message) and replaces the stored one; a field not sent is kept.
   */
  const postChanges = async (body: Partial<PostBody>): Promise<Partial<PostInput>> => {
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
    return changes;
  };
  const answer = async (id: number) => {
    const post = await findPost(app.db, id);
    return post && (await withVariants(app, [post]))[0];
  };

  app.post<{ Body: Partial<PostBody> }>(
    '/prop/posts',
    { schema: createPostSchema, onRequest: app.requirePublisher('creative', 'business', 'partner'), preHandler: app.publishLimit },
    async (request, reply) => {
      const body = request.body ?? {};
      requireFields({ ...body, images: imageList(body.images) }, ['title', 'description', 'link', 'images'], REQUIRED);
      const { title, description, link, images } = await postChanges(body);
      const id = await createPost(app.db, callerOf(request).id, { title: title!, description: description!, link: link!, images: images! });
      reply.code(201);
      return ok(await answer(id), 'Post successfully created');
    },
  );

  // ---- Edits (issue 14): the spec's POST /prop/post/{id}, under the rules of every edit (docs/content.md, "Editing").
  registerContentEdit(app, {
    method: 'POST',
    url: '/prop/post/:id',
    table: 'posts',
    schema: updatePostSchema,
    onRequest: app.requirePublisher('creative', 'business', 'partner'),
    values: postChanges,
    answer,
  });

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'post');
  return Promise.resolve();
};

export default routes;
