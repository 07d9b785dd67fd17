// Rate limiting, off by default per route: sensitive routes opt in with `config.rateLimit`.
// Keys come from the socket address unless TRUST_PROXY is set (then Fastify's request.ip honours X-Forwarded-For).
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope';

export default fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    if (!enabled) return;
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        ...fail(`Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
      }),
    });
  },
  { name: 'rate-limit' },
);
