// JSON schemas of the real-user vitals routes: the portal's beacon of samples and the admin's percentiles.
import type { FromSchema } from 'json-schema-to-ts';
import { envelopeSchema, errorSchema } from '../lib/envelope';

const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

const sampleSchema = {
  type: 'object',
  required: ['name', 'value', 'path'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', enum: [...METRICS] },
    value: { type: 'number', minimum: 0, maximum: 600000 },
    rating: { type: 'string', enum: ['good', 'needs-improvement', 'poor'] },
    path: { type: 'string', minLength: 1, maxLength: 200, pattern: '^/' },
    effective_type: { type: 'string', maxLength: 20 },
  },
} as const;

const vitalsBody = {
  type: 'object',
  required: ['samples'],
  additionalProperties: false,
  properties: { samples: { type: 'array', minItems: 1, maxItems: 10, items: sampleSchema } },
} as const;
export type VitalsBody = FromSchema<typeof vitalsBody>;

export const postVitalsSchema = {
  tags: ['vitals'],
  summary: 'Report real-user Core Web Vitals',
  description:
    "extension: the portal reports LCP, INP, CLS, FCP and TTFB; no personal data is stored. Only from the portal's own origin " +
    '(PUBLIC_URL or the requested host; 403 otherwise), 60 posts per 10 minutes per address (429).',
  body: vitalsBody,
  response: { 200: envelopeSchema({ type: 'null' }), 400: errorSchema, 403: errorSchema, 429: errorSchema },
} as const;

const vitalsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { days: { type: 'integer', minimum: 1, maximum: 90, default: 28 } },
} as const;
/** `days` always has a value: AJV fills in the default. */
export type VitalsQuery = Required<FromSchema<typeof vitalsQuery>>;

export const vitalsSummarySchema = {
  tags: ['vitals'],
  summary: 'The 75th percentile of each vital per page',
  description: 'extension: admin only.',
  querystring: vitalsQuery,
  response: {
    200: envelopeSchema({
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          path: { type: 'string' },
          samples: { type: 'integer' },
          p75: { type: 'number' },
          good_share: { type: 'number' },
        },
      },
    }),
    401: errorSchema,
    403: errorSchema,
  },
} as const;
