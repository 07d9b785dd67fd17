// The audit log of admin actions (GET /prop/admin/audit): who did what to which account, and when. Declared once:
// the server's answer schema, the repository's rows (server/repositories/audit.ts) and any reader use it.
import type { FromSchema } from 'json-schema-to-ts';

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const auditEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'actor_id', 'actor_email', 'action', 'target_kind', 'target_id', 'detail', 'created_at'],
  properties: {
    id: { type: 'integer' },
    actor_id: nullableInteger,
    /** The actor's address; null once the account is gone. */
    actor_email: nullableString,
    action: { type: 'string' },
    target_kind: nullableString,
    target_id: nullableInteger,
    /** What the action names besides its target (a reason, the fields changed); {} when nothing. */
    detail: { type: 'object', additionalProperties: true },
    created_at: { type: 'string' },
  },
} as const;
export type AuditEntry = FromSchema<typeof auditEntrySchema>;
