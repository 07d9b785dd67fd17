// /clap routes for public profiles: by kind and id, or by id alone. Hidden accounts show only to themselves and
// admins; admins also see private fields. A creative's or business's profile is a portfolio (issue 31).
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { PROFILE_KINDS, type ProfileKind } from '../../../contract/accounts';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { notFound } from '../../lib/http-errors';
import { OPTIONAL_TOKEN } from '../../plugins/auth';
import type { ProfilePost } from '../../../contract/profiles';
import { attachImageVariants } from '../../repositories/content-images';
import { listPortfolioProducts, listPortfolioTrainings } from '../../repositories/portfolio';
import { findAccountKind, isPubliclyVisible, loadProfile } from '../../repositories/profiles';
import { shownWhatsapp } from '../../repositories/sellers';
import { PROFILE_SCHEMAS } from '../../schemas/people';
import { anyPublicProfileSchema, publicProfileSchema } from '../../schemas/profiles';

// Anyone may read; a token, when sent, shows a hidden account to itself and to admins (admins see more).
const PUBLIC_ROUTE = { ...PUBLIC_READ, ...OPTIONAL_TOKEN };

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const showPublic = async <K extends ProfileKind>(request: FastifyRequest, kind: K, id: number) => {
    const account = await findAccountKind(app.db, id);
    const caller = request.caller;
    const isAdmin = caller?.kind === 'admin';
    if (!account || account.kind !== kind) throw notFound('Profile not found.');
    if (!isAdmin && caller?.id !== id && !isPubliclyVisible(account)) throw notFound('Profile not found.');
    const profile = await loadProfile(app.db, kind, id, isAdmin ? 'full' : 'public', app.config);
    if (!profile) throw notFound('Profile not found.');
    return kind === 'partner' ? profile : { ...profile, ...(await portfolioOf(id, profile.posts)) };
  };

  /**
   * What makes a creative's or a business's profile a portfolio (issue 31): the posts' sized image variants, the
   * newest products, the trainings completed with their certificates (issue 33), and the WhatsApp number only while
   * the member shows it. `verified` comes with the profile.
   */
  const portfolioOf = async (id: number, posts: ProfilePost[]) => {
    const [products, whatsapp, trainings] = await Promise.all([
      listPortfolioProducts(app.db, id),
      shownWhatsapp(app.db, id),
      listPortfolioTrainings(app.db, id),
    ]);
    return {
      posts: await attachImageVariants(app.db, posts, app.config),
      products: await attachImageVariants(app.db, products, app.config),
      whatsapp,
      trainings,
    };
  };

  for (const kind of PROFILE_KINDS) {
    app.get(
      `/prop/public/${kind}/:id`,
      { schema: publicProfileSchema(kind, PROFILE_SCHEMAS[kind]), config: PUBLIC_ROUTE },
      async (request) => ok(await showPublic(request, kind, request.params.id), 'Profile retrieved'),
    );
  }

  app.get(
    '/prop/public/profile/:id',
    { schema: anyPublicProfileSchema, config: PUBLIC_ROUTE },
    async (request) => {
      const { id } = request.params;
      const account = await findAccountKind(app.db, id);
      if (!account || account.kind === 'admin') throw notFound('Profile not found.');
      const profile = await showPublic(request, account.kind, id);
      return ok({ type: account.kind, profile }, 'Profile retrieved');
    },
  );
  return Promise.resolve();
};

export default routes;
