// A skill an account lists, declared once: the item GET/POST /prop/skill answer with (and every profile carries in
// its skills) and the body that adds skills by name, as JSON schemas `as const` with their TypeScript types derived
// from them (FromSchema, type-only). The server validates and answers with these schemas; the portal imports only
// the types.
import type { FromSchema } from 'json-schema-to-ts';

/** How many skills one account may list. */
export const MAX_SKILLS_PER_ACCOUNT = 30;

/** The account's link to a catalogue skill: `id` is the link's (what DELETE /prop/skill/{id} takes). */
export const skillItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'skill'],
  properties: {
    id: { type: 'integer' },
    skill: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
  },
} as const;

export type SkillItem = FromSchema<typeof skillItemSchema>;

export const addSkillsBodySchema = {
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

/** POST /prop/skill: names to add (catalogue matched case-insensitively). */
export type AddSkillsBody = FromSchema<typeof addSkillsBodySchema>;
