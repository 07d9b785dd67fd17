// JSON schema of the health route: liveness, the database, and the state of each dependency (docs/operations.md).
import { healthDataSchema } from '../../contract/health';
import { envelopeSchema } from '../lib/envelope';

export const healthSchema = {
  tags: ['health'],
  summary: 'Liveness, database reachability and the state of Redis, the upload store and the mail queue',
  description:
    '200 while the database answers, even when Redis, the upload store or the mail queue is down (each is reported); ' +
    '503 when the database is unreachable or the server is shutting down. Redis, storage and mail are probed at most ' +
    'every 2-5 s, whatever the polling rate.',
  response: { 200: envelopeSchema(healthDataSchema), 503: envelopeSchema(healthDataSchema) },
} as const;
