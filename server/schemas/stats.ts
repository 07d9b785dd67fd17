// JSON schema of the public figures (GET /clap/prop/public/stats; extension beyond the spec's API, issues 13 and 19).
import { envelopeSchema } from '../lib/envelope';
import { publicStatsItemSchema } from '../../contract/stats';
import { openDataDescription } from './insights';

/** How long one member count is reused (in this process) and may be cached by browsers. */
export const STATS_MAX_AGE_SECONDS = 10;

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
      200: envelopeSchema(publicStatsItemSchema),
    },
  }) as const;
