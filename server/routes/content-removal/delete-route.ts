// DELETE /prop/{post|product|tool|opportunity|event}/{id} (issue 14), built once and registered by each resource's
// route file: the author deletes their own item; an admin takes any item down with a reason (docs/moderation.md).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES, type ContentItemType } from '../../../contract/moderation';
import type { AccountKind } from '../../db/tables';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { deleteContentSchema } from '../../schemas/content-removal';
import { deleteOwnContent, takeDownContent } from '../../services/content-removal';

/** Who may call: the kinds that may author the item, and admins. Tools, opportunities and trainings are partners'. */
const CALLERS: Record<ContentItemType, AccountKind[]> = {
  post: ['creative', 'business', 'partner', 'admin'],
  product: ['creative', 'business', 'partner', 'admin'],
  tool: ['partner', 'admin'],
  opportunity: ['partner', 'admin'],
  event: ['partner', 'admin'],
  call: ['partner', 'admin'],
};

/** An author sends no body; the body schema (an object) then validates an empty one. */
export async function emptyBodyIsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}

export function registerContentDelete(app: FastifyInstance, itemType: ContentItemType): void {
  // The type provider infers params and body from the schema (the body: contract/moderation.ts).
  app.withTypeProvider<JsonSchemaToTsProvider>().delete(
    `/prop/${itemType}/:id`,
    {
      schema: deleteContentSchema(itemType),
      onRequest: app.requireAuth(...CALLERS[itemType]),
      preValidation: emptyBodyIsObject,
    },
    async (request) => {
      const caller = callerOf(request);
      const itemId = request.params.id;
      if (caller.kind === 'admin') {
        await takeDownContent(app, {
          itemType,
          itemId,
          adminId: caller.id,
          reason: request.body.reason ?? '',
        });
        return ok(null, MODERATION_MESSAGES.takenDown);
      }
      await deleteOwnContent(app, { itemType, itemId, authorId: caller.id });
      return ok(null, MODERATION_MESSAGES.deleted);
    },
  );
}
