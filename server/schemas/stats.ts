// JSON schema of the public figures (GET /clap/prop/public/stats; extension beyond the spec's API, issue 13).
import { envelopeSchema } from '../lib/envelope';

/** How long one count is reused (in this process) and may be cached by browsers. */
export const STATS_MAX_AGE_SECONDS = 10;

const count = { type: 'integer', minimum: 0 } as const;

export const publicStatsSchema = {
  tags: ['stats'],
  summary: 'Public figures: members per kind',
  description:
    "extension: not part of the spec's API (issue 13). Public. { accounts: { creative, business, partner }, as_of }: " +
    'members whose e-mail is verified, not blacklisted, and for partners approved (private profiles count). ' +
    `One count is reused for ${STATS_MAX_AGE_SECONDS} s per server process. New groups of figures join as new keys of data.`,
  response: {
    200: envelopeSchema({
      type: 'object',
      required: ['accounts', 'as_of'],
      properties: {
        accounts: {
          type: 'object',
          required: ['creative', 'business', 'partner'],
          properties: { creative: count, business: count, partner: count },
        },
        as_of: { type: 'string', format: 'date-time' },
      },
    }),
  },
} as const;
