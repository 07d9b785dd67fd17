// /clap routes for skills: the signed-in account lists, adds and removes its own skills.
import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, errorSchema, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-errors';
import { addSkills, deleteSkill, listSkills, MAX_SKILLS_PER_ACCOUNT, TooManySkillsError } from '../../repositories/skills';
import { idParams, skillSchema } from '../../schemas/people';
import { callerOf } from '../../plugins/auth';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const listSchema = envelopeSchema({ type: 'array', items: skillSchema });

// Routes are declared synchronously; the plugin type is async by Fastify's convention.
 
const routes: FastifyPluginAsync = (app) => {
  const auth = app.requireAuth('creative', 'business', 'partner');

  app.get(
    '/prop/skill',
    { onRequest: auth, schema: { tags: ['skills'], summary: "The signed-in account's skills", response: { 200: listSchema, ...errors } } },
    async (request) => ok(await listSkills(app.db, callerOf(request).id), 'Skills retrieved'),
  );

  app.post(
    '/prop/skill',
    {
      // Skills show on the public profile: adding them is publishing. Removing one is not.
      onRequest: app.requirePublisher('creative', 'business', 'partner'),
      schema: {
        tags: ['skills'],
        summary: `Add skills by name (catalogue matched case-insensitively; at most ${MAX_SKILLS_PER_ACCOUNT} per account)`,
        body: {
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
        },
        response: { 200: listSchema, ...errors },
      },
    },
    async (request) => {
      const { skills } = request.body as { skills: string[] };
      const names = new Map<string, string>();
      for (const raw of skills) {
        const name = raw.trim().replace(/\s+/g, ' ');
        if (name === '') throw badRequest('A skill name cannot be empty.');
        if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
      }
      const id = callerOf(request).id;
      try {
        await addSkills(app.db, id, [...names.values()]);
      } catch (error) {
        if (error instanceof TooManySkillsError) throw badRequest(`You can list at most ${MAX_SKILLS_PER_ACCOUNT} skills.`);
        throw error;
      }
      return ok(await listSkills(app.db, id), 'Skills updated successfully!');
    },
  );

  app.delete(
    '/prop/skill/:id',
    {
      onRequest: auth,
      schema: {
        tags: ['skills'],
        summary: "Remove one of the signed-in account's skills (the id from GET /prop/skill)",
        params: idParams,
        response: { 200: envelopeSchema({ type: 'null' }), ...errors },
      },
    },
    async (request) => {
      const removed = await deleteSkill(app.db, callerOf(request).id, (request.params as { id: number }).id);
      if (!removed) throw notFound('Skill not found.');
      return ok(null, 'Skill deleted successfully!');
    },
  );
  return Promise.resolve();
};

export default routes;
