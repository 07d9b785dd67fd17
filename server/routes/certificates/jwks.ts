// GET /.well-known/jwks.json (issue 33): the public keys that verify the portal's Open Badges credentials, at the
// site's root where verifiers look. Registered without the /clap prefix, before the built portal's fallback.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { signingKeys } from '../../lib/signing-keys';
import { jwksSchema } from '../../schemas/certificates';

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get('/.well-known/jwks.json', { schema: jwksSchema }, async (_request, reply) => {
    const keys = await signingKeys(app.config);
    // Keys change only with a rotation and a restart; verifiers may keep them a few minutes.
    void reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*');
    return { keys: keys.publicKeys };
  });
  return Promise.resolve();
};

export default routes;
