// GET /clap/capabilities (issue 30): what this server offers beyond the spec's calls, so a portal built for any /clap
// host hides what its host lacks. Outside /prop on purpose: the spec's calls all live under /clap/prop, so the
// ministry's existing host answers this path 404 (every extension off) and can never mean something else by it.
// Public and the same for everyone: answered from the public-read cache, and by browsers and proxies for 5 minutes
// (it changes only with a deployment).
import type { FastifyPluginAsync } from 'fastify';
import packageJson from '../../../package.json' with { type: 'json' };
import { FEATURES, type Capabilities } from '../../../contract/capabilities';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { capabilitiesSchema } from '../../schemas/capabilities';

export const CAPABILITIES_CACHE_CONTROL = 'public, max-age=300';

const capabilitiesRoutes: FastifyPluginAsync = (app) => {
  const capabilities: Capabilities = { features: [...FEATURES], version: packageJson.version };
  app.get(
    '/capabilities',
    {
      schema: capabilitiesSchema,
      config: { ...PUBLIC_READ, publicCacheControl: CAPABILITIES_CACHE_CONTROL },
    },
    () => Promise.resolve(ok(capabilities, 'What this portal offers')),
  );
  return Promise.resolve();
};

export default capabilitiesRoutes;
