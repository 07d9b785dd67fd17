// /clap routes for the signed-in account's own profile: read and edit (creative, business, partner).
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { badRequest, forbidden } from '../../lib/http-errors';
import { normaliseLinkColumns } from '../../lib/web-links';
import type { ProfileKind } from '../../../contract/accounts';
import { AVAILABILITY_STATUSES } from '../../../contract/options';
import { callerOf } from '../../plugins/auth';
import {
  loadProfile,
  updateBusiness,
  updateCreative,
  updatePartner,
  type BusinessPatch,
  type CreativePatch,
  type PartnerPatch,
} from '../../repositories/profiles';
import { cleanBody, PROFILE_SCHEMAS } from '../../schemas/people';
import {
  BUSINESS_KEYS,
  CREATIVE_KEYS,
  editBusinessSchema,
  editCreativeSchema,
  editPartnerSchema,
  ownProfileSchema,
  PARTNER_KEYS,
} from '../../schemas/profiles';

const NO_PROFILE: Record<ProfileKind, string> = {
  creative: 'This account has no creative profile.',
  business: 'This account has no business profile.',
  partner: 'This account has no partner profile.',
};

/** An edit's columns (trimmed, '' -> null, web links checked); a required column sent blank is a 400 `message`. */
function patchOf<P>(
  body: Record<string, unknown>,
  keys: readonly string[],
  required: Record<string, string>,
): P {
  const patch = normaliseLinkColumns(cleanBody(body, keys));
  for (const [key, message] of Object.entries(required)) if (patch[key] === null) throw badRequest(message);
  return patch as P;
}

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const ownProfile = async <K extends ProfileKind>(kind: K, id: number) => {
    const profile = await loadProfile(app.db, kind, id, 'full', app.config);
    if (!profile) throw forbidden(NO_PROFILE[kind]);
    return profile;
  };

  /** Saves the caller's edit and answers the profile as it now is. */
  const saveEdit = async <K extends ProfileKind>(
    request: FastifyRequest,
    kind: K,
    save: (id: number) => Promise<void>,
  ) => {
    const id = callerOf(request).id;
    await save(id);
    return ok(await ownProfile(kind, id), 'profile updated');
  };

  const ownProfileRoute = (kind: ProfileKind, path: string, summary: string) =>
    app.get(
      path,
      { onRequest: app.requireAuth(kind), schema: ownProfileSchema(summary, PROFILE_SCHEMAS[kind]) },
      async (request) => ok(await ownProfile(kind, callerOf(request).id), 'Profile retrieved'),
    );
  ownProfileRoute(
    'creative',
    '/prop/users/profile',
    "The signed-in creative's own profile with skills and newest posts",
  );
  ownProfileRoute('business', '/prop/business-info/profile', "The signed-in business's own business profile");
  ownProfileRoute(
    'partner',
    '/prop/public/partner',
    "The signed-in partner's own profile, with its approved flag",
  );

  app.put(
    '/prop/users/edit_profile',
    { onRequest: app.requirePublisher('creative'), schema: editCreativeSchema },
    async (request) => {
      const body = request.body;
      const patch = patchOf<CreativePatch>(body, CREATIVE_KEYS, {
        first_name: 'First and last name are required.',
        last_name: 'First and last name are required.',
      });
      const rawStatus =
        body.availability && 'status' in body.availability ? body.availability.status : body.status;
      if (rawStatus !== undefined) {
        const status =
          typeof rawStatus === 'string' ? rawStatus.trim().toLowerCase().replace(/[-_]/g, ' ') : '';
        if (status !== '' && !(AVAILABILITY_STATUSES as readonly string[]).includes(status)) {
          throw badRequest('Availability must be full time, part time or contract.');
        }
        patch.availability_status = status === '' ? null : status;
      }
      const remote =
        body.availability && 'remote' in body.availability ? body.availability.remote : body.remote;
      if (remote !== undefined) patch.availability_remote = remote;
      return saveEdit(request, 'creative', (id) => updateCreative(app.db, id, patch));
    },
  );

  app.put(
    '/prop/business-info/edit_profile',
    { onRequest: app.requirePublisher('business'), schema: editBusinessSchema },
    async (request) => {
      const patch = patchOf<BusinessPatch>(request.body, BUSINESS_KEYS, {
        trade_name: 'Trade name is required.',
      });
      return saveEdit(request, 'business', (id) => updateBusiness(app.db, id, patch));
    },
  );

  app.put(
    '/prop/partner-info/edit_profile',
    { onRequest: app.requirePublisher('partner'), schema: editPartnerSchema },
    async (request) => {
      const patch = patchOf<PartnerPatch>(request.body, PARTNER_KEYS, {
        name: 'Organization name is required.',
        industry: 'Industry is required.',
      });
      if (typeof patch.user_email === 'string') patch.user_email = patch.user_email.toLowerCase();
      return saveEdit(request, 'partner', (id) => updatePartner(app.db, id, patch));
    },
  );

  return Promise.resolve();
};

export default routes;
