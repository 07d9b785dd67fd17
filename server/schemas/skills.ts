// JSON schemas of the skills routes: the signed-in account lists, adds and removes its own skills.
// The item and the body are declared in contract/skills.ts.
import { addSkillsBodySchema, MAX_SKILLS_PER_ACCOUNT, skillItemSchema } from '../../contract/skills';
import { envelopeSchema, errorSchema } from '../lib/envelope';
import { idParams } from './people';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const listSchema = envelopeSchema({ type: 'array', items: skillItemSchema } as const);

export const listSkillsSchema = {
  tags: ['skills'],
  summary: "The signed-in account's skills",
  response: { 200: listSchema, ...errors },
} as const;

export const addSkillsSchema = {
  tags: ['skills'],
  summary: `Add skills by name (catalogue matched case-insensitively; at most ${MAX_SKILLS_PER_ACCOUNT} per account)`,
  body: addSkillsBodySchema,
  response: { 200: listSchema, ...errors },
} as const;

export const deleteSkillSchema = {
  tags: ['skills'],
  summary: "Remove one of the signed-in account's skills (the id from GET /prop/skill)",
  params: idParams,
  response: { 200: envelopeSchema({ type: 'null' }), ...errors },
} as const;
