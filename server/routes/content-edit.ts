// The author's edit of a content item (issue 14), built once for posts, products, tools, opportunities and events
// (docs/content.md, "Editing"): the route's own rule (approved partners), then ownership (403 someone else's, 404
// gone), then the creation's checks, one locked write, the dropped images' clean-up after the commit, and the item
// as the resource's other answers give it.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Updateable } from 'kysely';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import type { Database } from '../db/tables';
import { ok } from '../lib/envelope';
import { forbidden, notFound } from '../lib/http-errors';
import { callerOf, type Caller } from '../plugins/auth';
import { editOwnItem, editRefusal, type EditableTable, type EditRefusal } from '../repositories/content-edits';
import { removeDroppedImages } from '../services/dropped-images';

export interface ContentEdit<T extends EditableTable, Body> {
  method: 'PUT' | 'POST';
  url: string;
  table: T;
  schema: FastifySchema;
  /** The route's guard, the same as creation's. */
  onRequest: (request: FastifyRequest) => Promise<void>;
  /** A rule the caller must meet before the item is even looked at (approved partners). */
  assertAllowed?: (caller: Caller) => void;
  /** The body under the creation's checks and messages, as the row's new values. */
  values: (body: Partial<Body>) => Promise<Updateable<Database[T]> & { images?: string[] }>;
  /** The edited item as the resource's other answers give it; undefined when it is gone. */
  answer: (id: number) => Promise<unknown>;
}

const refusal = (reason: EditRefusal) =>
  reason === 'missing' ? notFound(MODERATION_MESSAGES.notFound) : forbidden(MODERATION_MESSAGES.notYours);

export function registerContentEdit<T extends EditableTable, Body>(app: FastifyInstance, edit: ContentEdit<T, Body>): void {
  app.route<{ Params: { id: number }; Body: Partial<Body> }>({
    method: edit.method,
    url: edit.url,
    schema: edit.schema,
    onRequest: edit.onRequest,
    handler: async (request) => {
      const caller = callerOf(request);
      edit.assertAllowed?.(caller);
      const { id } = request.params;
      // Someone else's item is refused before its body is read: its rules are the author's business alone.
      const early = await editRefusal(app.db, edit.table, id, caller.id);
      if (early) throw refusal(early);
      const values = await edit.values(request.body ?? {});
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
    },
  });
}
