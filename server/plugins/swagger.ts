// The OpenAPI document, generated from the route schemas, served at /clap/docs (UI) and /clap/docs/json.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Creative portal /clap API',
          description:
            'The API the portal speaks (spec section 7). Every body is an envelope { status, message, data }. ' +
            'Send the access token raw in the Authorization header. Extensions beyond the spec are marked "extension".',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/clap/docs',
      // The UI's own inline script would break our CSP; the static UI files load from /clap/docs/static.
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  },
  { name: 'swagger' },
);
