// JSON schema of the health route: liveness and database reachability.
import { envelopeSchema } from '../lib/envelope';

const healthData = {
  type: 'object',
  properties: { database: { type: 'string' }, engine: { type: 'string' } },
} as const;

export const healthSchema = {
  tags: ['health'],
  summary: 'Liveness and database reachability',
  response: { 200: envelopeSchema(healthData), 503: envelopeSchema(healthData) },
} as const;
