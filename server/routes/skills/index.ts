// /clap routes for skills: the signed-in account lists, adds and removes its own skills.
// The type provider infers each handler's params and body from its schema (the body: contract/skills.ts).
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-errors';
import {
  addSkills,
  deleteSkill,
  listSkills,
  MAX_SKILLS_PER_ACCOUNT,
  TooManySkillsError,
} from '../../repositories/skills';
import { addSkillsSchema, deleteSkillSchema, listSkillsSchema } from '../../schemas/skills';
import { callerOf } from '../../plugins/auth';

// Routes are declared synchronously; the plugin type is async by Fastify's convention.

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const auth = app.requireAuth('creative', 'business', 'partner');

  app.get('/prop/skill', { onRequest: auth, schema: listSkillsSchema }, async (request) =>
    ok(await listSkills(app.db, callerOf(request).id), 'Skills retrieved'),
  );

  app.post(
    '/prop/skill',
    {
      // Skills show on the public profile: adding them is publishing. Removing one is not.
      onRequest: app.requirePublisher('creative', 'business', 'partner'),
      schema: addSkillsSchema,
    },
    async (request) => {
      const { skills } = request.body;
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
        if (error instanceof TooManySkillsError)
          throw badRequest(`You can list at most ${MAX_SKILLS_PER_ACCOUNT} skills.`);
        throw error;
      }
      return ok(await listSkills(app.db, id), 'Skills updated successfully!');
    },
  );

  app.delete('/prop/skill/:id', { onRequest: auth, schema: deleteSkillSchema }, async (request) => {
    const removed = await deleteSkill(app.db, callerOf(request).id, request.params.id);
    if (!removed) throw notFound('Skill not found.');
    return ok(null, 'Skill deleted successfully!');
  });
  return Promise.resolve();
};

export default routes;
