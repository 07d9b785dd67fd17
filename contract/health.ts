// GET /clap/health's data: liveness, the database, and the state of each dependency (docs/operations.md), declared
// once as a JSON schema `as const` with its type derived from it (FromSchema, type-only). No field is required: the
// answer of a server shutting down names only the database and the engine.
import type { FromSchema } from 'json-schema-to-ts';

const upDown = { type: 'string', enum: ['up', 'down'] } as const;

export const healthDataSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    database: upDown,
    engine: { type: 'string' },
    redis: {
      type: 'string',
      enum: ['up', 'down', 'off'],
      description: "'off' when this server uses no Redis",
    },
    storage: { ...upDown, description: 'the upload store can be read and written' },
    mailQueue: {
      ...upDown,
      description: "'down' when the outbox cannot be read or no worker has sent a due mail for 15 minutes",
    },
    mailQueueDepth: { type: ['integer', 'null'], description: 'mails waiting to be sent' },
    load: {
      type: 'string',
      enum: ['ok', 'shedding'],
      description: "'shedding' while new requests are answered 503 (overload)",
    },
  },
} as const;
export type HealthData = FromSchema<typeof healthDataSchema>;
