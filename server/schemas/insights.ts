// JSON schemas of the sector's figures (issue 19): the admin's insights and the open data (inside
// GET /clap/prop/public/stats, and the same figures as CSV). Extensions beyond the spec's API; docs/open-data.md.
import {
  adminInsightsSchema as adminInsightsData,
  INSIGHT_PERIODS,
  openDataSchema,
  SUPPRESSED,
  SUPPRESSION_THRESHOLD,
} from '../../contract/insights';
import { SUPPORT_TYPES } from '../../contract/support-types';
import { envelopeSchema, errorAnswers } from '../lib/envelope';

const supportKeys = SUPPORT_TYPES.map((t) => t.key);

const insightsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { period: { type: 'string', enum: [...INSIGHT_PERIODS], default: '12m' } },
} as const;

export const adminInsightsSchema = {
  tags: ['insights'],
  summary: "The sector's figures for the admin's Insights charts",
  description:
    'extension: admin only (issue 19). Exact counts from aggregate queries. `period` (30d, 12m or all; default 12m) sets the ' +
    'registrations series (days for 30d, months otherwise) and the content per ISO week; the other figures describe today: ' +
    'members by state and by sector, support needs by sector, verification, partners awaiting approval. reports_per_week is empty until reports exist.',
  querystring: insightsQuery,
  response: {
    200: envelopeSchema(adminInsightsData),
    ...errorAnswers(400, 401, 403),
  },
} as const;

/** The open data (contract/insights.ts). */
export { openDataSchema };

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
