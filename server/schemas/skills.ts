// JSON schemas of the skills routes: the signed-in account lists, adds and removes its own skills.
import type { FromSchema } from 'json-schema-to-ts';
import { envelopeSchema, errorSchema } from '../lib/envelope';
import { MAX_SKILLS_PER_ACCOUNT } from '../repositories/skills';
import { idParams, skillSchema } from './people';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const listSchema = envelopeSchema({ type: 'array', items: skillSchema });

export const listSkillsSchema = {
  tags: ['skills'],
  summary: "The signed-in account's skills",
  response: { 200: listSchema, ...errors },
} as const;

const addSkillsBody = {
  type: 'object',
  required: ['skills'],
  additionalProperties: false,
  properties: {
    skills: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_SKILLS_PER_ACCOUNT,
      items: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[^\\u0000-\\u001f\\u007f]*$' },
    },
  },
} as const;
export type AddSkillsBody = FromSchema<typeof addSkillsBody>;

export const addSkillsSchema = {
  tags: ['skills'],
  summary: `Add skills by name (catalogue matched case-insensitively; at most ${MAX_SKILLS_PER_ACCOUNT} per account)`,
  body: addSkillsBody,
  response: { 200: listSchema, ...errors },
} as const;

export const deleteSkillSchema = {
  tags: ['skills'],
  summary: "Remove one of the signed-in account's skills (the id from GET /prop/skill)",
  params: idParams,
  response: { 200: envelopeSchema({ type: 'null' }), ...errors },
} as const;
export type SkillIdParams = FromSchema<typeof idParams>;
