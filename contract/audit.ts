// The audit log of admin actions (GET /prop/admin/audit): who did what to which account, and when. Declared once:
// the server's answer schema, the repository's rows (server/repositories/audit.ts) and any reader use it.
import type { FromSchema } from 'json-schema-to-ts';
import { anyInteger, anyString, nullableInteger, nullableString, objectOf } from './schema-fragments';

export const auditEntrySchema = objectOf({
  id: anyInteger,
  actor_id: nullableInteger,
  /** The actor's address; null once the account is gone. */
  actor_email: nullableString,
  action: anyString,
  target_kind: nullableString,
  target_id: nullableInteger,
  /** What the action names besides its target (a reason, the fields changed); {} when nothing. */
  detail: { type: 'object', additionalProperties: true },
  created_at: anyString,
});
export type AuditEntry = FromSchema<typeof auditEntrySchema>;
