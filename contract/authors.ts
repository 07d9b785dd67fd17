// The author the server puts beside every content item (post, product, tool, opportunity, event): the fields of
// the author's own kind are set, the other kinds' are null. The JSON schema (the server answers with it) and its type.
import type { FromSchema } from 'json-schema-to-ts';
import { ACCOUNT_KINDS } from './accounts';
import { anyInteger, nullableObjectOf, nullableString, objectOf } from './schema-fragments';

/**
 * The author object: `kind` (creative, business or partner) lets the portal open the right public profile; `name` is a
 * display name for any kind ("first last", registered (or trade) name, or the partner's name); `availability` is an
 * extension: a creative's own availability setting, what 'Available to work' on a post is drawn from, null for
 * businesses and partners.
 */
export const authorSchema = objectOf({
  id: anyInteger,
  kind: { type: 'string', enum: ACCOUNT_KINDS },
  name: nullableString,
  first_name: nullableString,
  last_name: nullableString,
  registered_name: nullableString,
  industry: nullableString,
  photo: nullableString,
  logo: nullableString,
  expertise: nullableString,
  area: nullableString,
  category: nullableString,
  sector: nullableString,
  availability: {
    ...nullableObjectOf({ status: nullableString, remote: { type: ['boolean', 'null'] } }),
    description:
      "extension: a creative author's own availability (status full time, part time or contract, remote); null for other kinds",
  },
});

export type Author = FromSchema<typeof authorSchema>;
