// The author's edit of a content item (issue 14), built once for posts, products, tools, opportunities and events
// (docs/content.md, "Editing"): the route's own rule (approved partners), then ownership (403 someone else's, 404
// gone), then the creation's checks, one locked write, the dropped images' clean-up after the commit, and the item
// as the resource's other answers give it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import type { Database } from '../db/tables';
import { ok } from '../lib/envelope';
import { forbidden, notFound } from '../lib/http-errors';
import { callerOf, type Caller } from '../plugins/auth';
import {
  editOwnItem,
  editRefusal,
  type EditableTable,
  type EditRefusal,
} from '../repositories/content-edits';
import { removeDroppedImages } from '../services/dropped-images';

export interface ContentEdit<T extends EditableTable, Body, Item> {
  table: T;
  /** A rule the caller must meet before the item is even looked at (approved partners). */
  assertAllowed?: (caller: Caller) => void;
  /** The body under the creation's checks and messages, as the row's new values. */
  values: (body: Body) => Promise<Updateable<Database[T]> & { images?: string[] }>;
  /** The edited item as the resource's other answers give it; undefined when it is gone. */
  answer: (id: number) => Promise<Item | undefined>;
}

/** What the handler reads of its request: the type provider gives the route's request this shape from its schema
 * (content.editSchema: the id in the path, the resource's body), so the route needs no hand-written generic. */
export type EditRequest<Body> = FastifyRequest & { params: { id: number }; body: Body };

const refusal = (reason: EditRefusal) =>
  reason === 'missing' ? notFound(MODERATION_MESSAGES.notFound) : forbidden(MODERATION_MESSAGES.notYours);

/**
 * The edit route's handler. The resource registers the route itself with its schema and guard (the same as
 * creation's), so the type provider infers the body from that schema and checks `values` and `answer` against it:
 *   app.put('/prop/tool/:id', { schema: updateToolSchema, onRequest: app.requirePublisher() },
 *     contentEdit(app, { table: 'tools', values: toolInput, answer }));
 */
export function contentEdit<T extends EditableTable, Body, Item>(
  app: FastifyInstance,
  edit: ContentEdit<T, Body, Item>,
) {
  return async (request: EditRequest<Body>) => {
    const caller = callerOf(request);
    edit.assertAllowed?.(caller);
    const { id } = request.params;
    // Someone else's item is refused before its body is read: its rules are the author's business alone.
    const early = await editRefusal(app.db, edit.table, id, caller.id);
    if (early) throw refusal(early);
    // The body was validated against the route's schema (an absent one is refused with 400 before this runs).
    const values = await edit.values(request.body);
    // The write checks again under a lock: the item may have gone, or been edited, since.
    const outcome = await editOwnItem(app.db, edit.table, id, caller.id, values);
    if (outcome.refused) throw refusal(outcome.refused);
    try {
      await removeDroppedImages(app.db, app.uploadStore, app.config, {
        authorId: caller.id,
        before: outcome.previousImages,
        after: values.images ?? outcome.previousImages,
      });
    } catch (error) {
      // The edit has committed; a file left behind is logged, not shown to the author.
      request.log.warn({ err: error }, 'could not remove the images an edit replaced');
    }
    const data = await edit.answer(id);
    if (data === undefined) throw notFound(MODERATION_MESSAGES.notFound);
    return ok(data, MODERATION_MESSAGES.updated);
  };
}
