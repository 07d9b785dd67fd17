// JSON schema of the health route: liveness, the database, and the state of each dependency (docs/operations.md).
import { envelopeSchema } from '../lib/envelope';

const upDown = { type: 'string', enum: ['up', 'down'] } as const;

const healthData = {
  type: 'object',
  properties: {
    database: upDown,
    engine: { type: 'string' },
    redis: { type: 'string', enum: ['up', 'down', 'off'], description: "'off' when this server uses no Redis" },
    storage: { ...upDown, description: 'the upload store can be read and written' },
    mailQueue: { ...upDown, description: "'down' when the outbox cannot be read or no worker has sent a due mail for 15 minutes" },
    mailQueueDepth: { type: ['integer', 'null'], description: 'mails waiting to be sent' },
    load: { type: 'string', enum: ['ok', 'shedding'], description: "'shedding' while new requests are answered 503 (overload)" },
  },
} as const;

export const healthSchema = {
  tags: ['health'],
  summary: 'Liveness, database reachability and the state of Redis, the upload store and the mail queue',
  description:
    '200 while the database answers, even when Redis, the upload store or the mail queue is down (each is reported); ' +
    '503 when the database is unreachable or the server is shutting down. Redis, storage and mail are probed at most ' +
    'every 2-5 s, whatever the polling rate.',
  response: { 200: envelopeSchema(healthData), 503: envelopeSchema(healthData) },
} as const;
