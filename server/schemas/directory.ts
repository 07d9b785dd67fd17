// JSON schema of the public directory route: creatives, businesses and partners anyone may see.
import type { FromSchema } from 'json-schema-to-ts';
import { envelopeSchema, errorSchema, pageMetaSchema } from '../lib/envelope';
import { DIRECTORY_TABS, directoryEntrySchema } from '../../contract/directory';
import { countsSchema, pageQuery } from './people';

/** Without paging parameters the spec's full lists are returned, bounded to the newest this many per kind. */
export const DIRECTORY_UNPAGED_LIMIT = 500;

const list = { type: 'array', items: directoryEntrySchema } as const;

const directoryQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { tab: { type: 'string', enum: [...DIRECTORY_TABS] }, ...pageQuery },
} as const;
export type DirectoryQuery = FromSchema<typeof directoryQuery>;

export const directorySchema = {
  tags: ['directory'],
  summary:
    'Public directory: creatives, businesses and partners (blacklisted, private and unapproved never appear)',
  description:
    `Without parameters: data.{creatives,business,partners}, the newest ${DIRECTORY_UNPAGED_LIMIT} of each. ` +
    "extension: tab (creatives|business|partners), page, limit (max 100), q (name search) return one tab's page " +
    'in data.<tab>, with meta {page, limit, total, pages}. counts {creatives, business, partners} always.',
  querystring: directoryQuery,
  response: {
    200: envelopeSchema(
      { type: 'object', properties: { creatives: list, business: list, partners: list } },
      { meta: pageMetaSchema, counts: countsSchema, tab: { type: 'string' } },
    ),
    400: errorSchema,
  },
} as const;
