// JSON schema of DELETE /prop/{post|product|tool|opportunity|event}/{id} (issue 14): an author's delete, or an
// admin's take-down with a reason (docs/moderation.md).
import {
  ITEM_TYPE_LABELS,
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_MIN,
  TAKE_DOWN_RETENTION_DAYS,
  takeDownBodySchema,
  type ContentItemType,
} from '../../contract/moderation';
import { envelopeSchema, errorSchema } from '../lib/envelope';
import { CONTENT_TABLE_OF } from '../repositories/content-removal';
import { idParamsSchema } from './content';

// Each type's tag is its plural, which is also its table's name.
const TAGS = CONTENT_TABLE_OF;

export const deleteContentSchema = (itemType: ContentItemType) => {
  const label = ITEM_TYPE_LABELS[itemType];
  return {
    tags: [TAGS[itemType]],
    summary: `Delete one of your own ${TAGS[itemType]}, or take a ${label} down (admins, with a reason)`,
    description:
      `extension (issue 14). The author deletes their own ${label} with no body: it and the images nothing else shows are ` +
      `removed. An admin may remove any ${label} as a take-down, and must then send { "reason": "..." } of ` +
      `${TAKE_DOWN_REASON_MIN} to ${TAKE_DOWN_REASON_MAX} characters (400 otherwise): the author is mailed the reason and ` +
      `may reply to appeal within ${TAKE_DOWN_RETENTION_DAYS} days, for which the item is kept out of sight, then purged. ` +
      `From then on the ${label} answers 404 everywhere. 403 for someone else's ${label}.`,
    params: idParamsSchema,
    body: takeDownBodySchema,
    response: {
      200: envelopeSchema({ type: 'null' }),
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
    },
  } as const;
};
