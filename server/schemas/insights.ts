// JSON schemas of the sector's figures (issue 19): the admin's insights and the open data (inside
// GET /clap/prop/public/stats, and the same figures as CSV). Extensions beyond the spec's API; docs/open-data.md.
import type { FromSchema } from 'json-schema-to-ts';
import { INSIGHT_PERIODS, SUPPRESSED, SUPPRESSION_THRESHOLD } from '../../contract/insights';
import { SUPPORT_TYPES } from '../../contract/support-types';
import { envelopeSchema, errorSchema } from '../lib/envelope';

const count = { type: 'integer', minimum: 0 } as const;
const nullableName = { type: ['string', 'null'] } as const;
const publicCount = { anyOf: [count, { type: 'string', enum: [SUPPRESSED] }] } as const;
const supportProps = <T extends object>(cell: T) => Object.fromEntries(SUPPORT_TYPES.map((t) => [t.key, cell]));
const supportKeys = SUPPORT_TYPES.map((t) => t.key);
const objectOf = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });

const insightsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { period: { type: 'string', enum: [...INSIGHT_PERIODS], default: '12m' } },
} as const;
/** `period` always has a value: AJV fills in the default. */
export type InsightsQuery = Required<FromSchema<typeof insightsQuery>>;

const kindSeries = { type: 'array', items: objectOf({ bucket: { type: 'string' }, creative: count, business: count, partner: count }) };

export const adminInsightsSchema = {
  tags: ['insights'],
  summary: "The sector's figures for the admin's Insights charts",
  description:
    'extension: admin only (issue 19). Exact counts from aggregate queries. `period` (30d, 12m or all; default 12m) sets the ' +
    'registrations series (days for 30d, months otherwise) and the content per ISO week; the other figures describe today: ' +
    'members by state and by sector, support needs by sector, verification, partners awaiting approval. reports_per_week is empty until reports exist.',
  querystring: insightsQuery,
  response: {
    200: envelopeSchema(
      objectOf({
        period: { type: 'string', enum: [...INSIGHT_PERIODS] },
        as_of: { type: 'string', format: 'date-time' },
        registrations: kindSeries,
        by_state: { type: 'array', items: objectOf({ state: nullableName, creative: count, business: count }) },
        by_sector: { type: 'array', items: objectOf({ sector: nullableName, creative: count, business: count }) },
        support_needs: { type: 'array', items: objectOf({ sector: nullableName, ...supportProps(count) }) },
        verification: objectOf({ email_verified: count, email_unverified: count, identity_verified: count, identity_unverified: count }),
        partners_pending: objectOf({ count, oldest_days: { type: ['integer', 'null'] }, median_days: { type: ['number', 'null'] } }),
        content_per_week: {
          type: 'array',
          items: objectOf({ bucket: { type: 'string' }, posts: count, products: count, tools: count, opportunities: count, trainings: count }),
        },
        reports_per_week: { type: 'array', items: objectOf({ bucket: { type: 'string' }, opened: count, resolved: count }) },
      }),
    ),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
  },
} as const;

/** The open data (OpenData in contract/insights.ts). */
export const openDataSchema = objectOf({
  computed_at: { type: 'string', format: 'date-time' },
  licence: objectOf({ name: { type: 'string' }, url: { type: 'string' } }),
  by_kind: objectOf({ creative: publicCount, business: publicCount, partner: publicCount }),
  by_state: { type: 'array', items: objectOf({ state: { type: 'string' }, creative: publicCount, business: publicCount }) },
  by_sector: { type: 'array', items: objectOf({ sector: { type: 'string' }, creative: publicCount, business: publicCount }) },
  support_needs: { type: 'array', items: objectOf({ sector: { type: 'string' }, ...supportProps(publicCount) }) },
  growth: { type: 'array', items: objectOf({ month: { type: 'string' }, joined: publicCount, total: publicCount }) },
  offers: objectOf({ opportunities: count, trainings: count, tools: count }),
});

/** What the OpenAPI document says of the open data, the JSON and the CSV alike. */
export function openDataDescription(licence: { name: string; url: string }): string {
  return (
    `Licence: ${licence.name} (${licence.url}); set by OPEN_DATA_LICENCE_NAME and OPEN_DATA_LICENCE_URL. ` +
    'Aggregates only, counted over members (e-mail verified, not blacklisted, partners approved); no field names a person. ' +
    `A count under ${SUPPRESSION_THRESHOLD} is "${SUPPRESSED}", and so is a complement wherever a published total would let it be recovered by subtraction. ` +
    `Recomputed at most once an hour per server process (computed_at). Support types: ${supportKeys.join(', ')}.`
  );
}

export const openDataCsvSchema = (licence: { name: string; url: string }) =>
  ({
    tags: ['stats'],
    summary: 'The open data as one tidy CSV',
    description:
      'extension: public (issue 19). text/csv; charset=utf-8, header dimension,value,kind,count; one figure per line ' +
      '(dimensions: members, state, sector, support_<type>, joined, total, live_offers; kind: creative, business, partner or all). ' +
      `A cell a spreadsheet would run as a formula is prefixed with an apostrophe. ${openDataDescription(licence)}`,
    produces: ['text/csv'],
    response: { 200: { description: 'The CSV file', type: 'string' } },
  }) as const;
