// Real-user vitals (extension): the beacon the portal sends (POST /clap/vitals) and the admin's percentiles per page
// (GET /clap/prop/admin/vitals), declared once as JSON schemas `as const` with their types derived from them
// (FromSchema, type-only). The server validates and answers with them; the portal builds its beacon by the type.
import type { FromSchema } from 'json-schema-to-ts';
import { anyInteger, anyString, objectOf } from './schema-fragments';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export const vitalSampleSchema = {
  type: 'object',
  required: ['name', 'value', 'path'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', enum: [...VITAL_METRICS] },
    value: { type: 'number', minimum: 0, maximum: 600000 },
    rating: { type: 'string', enum: ['good', 'needs-improvement', 'poor'] },
    path: { type: 'string', minLength: 1, maxLength: 200, pattern: '^/' },
    effective_type: { type: 'string', maxLength: 20 },
  },
} as const;
export type VitalSample = FromSchema<typeof vitalSampleSchema>;

export const vitalsBodySchema = {
  type: 'object',
  required: ['samples'],
  additionalProperties: false,
  properties: { samples: { type: 'array', minItems: 1, maxItems: 10, items: vitalSampleSchema } },
} as const;
export type VitalsBody = FromSchema<typeof vitalsBodySchema>;

/** One row of the admin's summary: a metric on a page (ids folded to :id), its samples, 75th percentile and the
 * share rated good. */
export const vitalSummarySchema = objectOf({
  name: anyString,
  path: anyString,
  samples: anyInteger,
  p75: { type: 'number' },
  good_share: { type: 'number' },
});
export type VitalSummary = FromSchema<typeof vitalSummarySchema>;
