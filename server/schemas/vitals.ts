// JSON schemas of the real-user vitals routes: the portal's beacon of samples and the admin's percentiles.
import { vitalsBodySchema, vitalSummarySchema } from '../../contract/vitals';
import { envelopeSchema, errorSchema } from '../lib/envelope';

export const postVitalsSchema = {
  tags: ['vitals'],
  summary: 'Report real-user Core Web Vitals',
  description:
    "extension: the portal reports LCP, INP, CLS, FCP and TTFB; no personal data is stored. Only from the portal's own origin " +
    '(PUBLIC_URL or the requested host; 403 otherwise), 60 posts per 10 minutes per address (429).',
  body: vitalsBodySchema,
  response: { 200: envelopeSchema({ type: 'null' }), 400: errorSchema, 403: errorSchema, 429: errorSchema },
} as const;

const vitalsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { days: { type: 'integer', minimum: 1, maximum: 90, default: 28 } },
} as const;

export const vitalsSummarySchema = {
  tags: ['vitals'],
  summary: 'The 75th percentile of each vital per page',
  description: 'extension: admin only.',
  querystring: vitalsQuery,
  response: {
    200: envelopeSchema({ type: 'array', items: vitalSummarySchema }),
    401: errorSchema,
    403: errorSchema,
  },
} as const;
