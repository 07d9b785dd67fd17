// The author the server puts beside every content item (post, product, tool, opportunity, event): the fields of
// the author's own kind are set, the other kinds' are null. The JSON schema (the server answers with it) and its type.
import type { FromSchema } from 'json-schema-to-ts';
import { ACCOUNT_KINDS } from './accounts';

const nullable = { type: ['string', 'null'] } as const;

/**
 * The author object: `kind` (creative, business or partner) lets the portal open the right public profile; `name` is a
 * display name for any kind ("first last", registered (or trade) name, or the partner's name); `availability` is an
 * extension: a creative's own availability setting, what 'Available to work' on a post is drawn from, null for
 * businesses and partners.
 */
export const authorSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'name',
    'first_name',
    'last_name',
    'registered_name',
    'industry',
    'photo',
    'logo',
    'expertise',
    'area',
    'category',
    'sector',
    'availability',
  ],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ACCOUNT_KINDS },
    name: nullable,
    first_name: nullable,
    last_name: nullable,
    registered_name: nullable,
    industry: nullable,
    photo: nullable,
    logo: nullable,
    expertise: nullable,
    area: nullable,
    category: nullable,
    sector: nullable,
    availability: {
      type: ['object', 'null'],
      description:
        "extension: a creative author's own availability (status full time, part time or contract, remote); null for other kinds",
      additionalProperties: false,
      required: ['status', 'remote'],
      properties: { status: nullable, remote: { type: ['boolean', 'null'] } },
    },
  },
} as const;

export type Author = FromSchema<typeof authorSchema>;
