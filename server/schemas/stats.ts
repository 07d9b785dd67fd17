// JSON schema of the public figures (GET /clap/prop/public/stats; extension beyond the spec's API, issues 13 and 19).
import { envelopeSchema } from '../lib/envelope';
import { openDataDescription, openDataSchema } from './insights';

/** How long one member count is reused (in this process) and may be cached by browsers. */
export const STATS_MAX_AGE_SECONDS = 10;

const count = { type: 'integer', minimum: 0 } as const;

/** The schema names the configured licence, so the OpenAPI document carries it. */
export const publicStatsSchema = (licence: { name: string; url: string }) =>
  ({
    tags: ['stats'],
    summary: 'Public figures: members per kind, and the open data',
    description:
      "extension: not part of the spec's API (issues 13 and 19). Public. { accounts: { creative, business, partner }, as_of, open_data }: " +
      'accounts are members whose e-mail is verified, not blacklisted, and for partners approved (private profiles count), ' +
      `counted exactly and reused for ${STATS_MAX_AGE_SECONDS} s per server process. open_data holds the sector's figures ` +
      `(the same as /clap/prop/public/stats.csv). ${openDataDescription(licence)}`,
    response: {
      200: envelopeSchema({
        type: 'object',
        required: ['accounts', 'as_of', 'open_data'],
        properties: {
          accounts: {
            type: 'object',
            required: ['creative', 'business', 'partner'],
            properties: { creative: count, business: count, partner: count },
          },
          as_of: { type: 'string', format: 'date-time' },
          open_data: openDataSchema,
        },
      }),
    },
  }) as const;
