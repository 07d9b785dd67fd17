// /clap routes for posts: the public feed and lookups, the caller's own posts, create and the author's edit.
// The type provider infers each handler's query, params and body from its schema, and checks its answer against the
// response schema (the contract's item, contract/posts.ts): no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { POST_REQUIRED, type PostBodyFields } from '../../../contract/posts';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { notFound, badRequest } from '../../lib/http-errors';
import { httpLink, imageList, requireFields, trimmed } from '../../lib/content-input';
import { contentImages } from '../content-images';
import { createPost, findPost, listPosts, type PostInput } from '../../repositories/posts';
import { contentEdit } from '../content-edit';
import {
  createPostSchema,
  getPostSchema,
  listPostsSchema,
  ownPostsSchema,
  updatePostSchema,
} from '../../schemas/posts';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';

const REQUIRED = 'All fields are required for the post';

// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const { storedImages, withVariants } = contentImages(app);

  app.get('/prop/public/post', { schema: listPostsSchema, config: PUBLIC_READ }, async (request) => {
    const { items, meta } = await listPosts(app.db, request.query);
    return ok(await withVariants(items), 'Posts', meta ? { meta } : {});
  });

  app.get('/prop/public/post/:id', { schema: getPostSchema, config: PUBLIC_READ }, async (request) => {
    const post = await findPost(app.db, request.params.id);
    if (!post) throw notFound('Post not found.');
    return ok((await withVariants([post]))[0], 'Post');
  });

  app.get(
    '/prop/posts',
    { schema: ownPostsSchema, onRequest: app.requireAuth('creative', 'business', 'partner') },
    async (request) => {
      const { items, meta } = await listPosts(app.db, { ...request.query, owner_id: callerOf(request).id });
      return ok(await withVariants(items), 'Your posts', meta ? { meta } : {});
    },
  );

  /**
   * The spec's post edit takes its payload as given: each field sent is checked by creation's rules (a blank one:
   * the creation's message) and replaces the stored one; a field not sent is kept.
   */
  const postChanges = async (body: PostBodyFields): Promise<Partial<PostInput>> => {
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
      changes.images = await storedImages(images);
    }
    return changes;
  };
  const answer = async (id: number) => {
    const post = await findPost(app.db, id);
    return post && (await withVariants([post]))[0];
  };

  app.post(
    '/prop/posts',
    {
      schema: createPostSchema,
      onRequest: app.requirePublisher('creative', 'business', 'partner'),
      preHandler: app.publishLimit,
    },
    async (request, reply) => {
      const fields = { ...request.body, images: imageList(request.body.images) };
      requireFields(fields, POST_REQUIRED, REQUIRED);
      const changes = await postChanges(fields);
      requireFields(changes, POST_REQUIRED, REQUIRED); // every field was given: this only tells the compiler so
      const id = await createPost(app.db, callerOf(request).id, changes);
      reply.code(201);
      return ok(await answer(id), 'Post successfully created');
    },
  );

  // ---- Edits (issue 14): the spec's POST /prop/post/{id}, under the rules of every edit (docs/content.md, "Editing").
  app.post(
    '/prop/post/:id',
    { schema: updatePostSchema, onRequest: app.requirePublisher('creative', 'business', 'partner') },
    contentEdit(app, {
      table: 'posts',
      values: postChanges,
      answer,
    }),
  );

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'post');
  return Promise.resolve();
};

export default routes;
