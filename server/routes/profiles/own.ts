// /clap routes for the signed-in account's own profile: read and edit (creative, business, partner).
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { DB } from '../../db/database';
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
  type CreativePatch,
  type PartnerPatch,
} from '../../repositories/profiles';
import { cleanBody, PROFILE_SCHEMAS } from '../../schemas/people';
import {
  BUSINESS_KEYS,
  CREATIVE_KEYS,
  type CreativeEdit,
  editBusinessSchema,
  editCreativeSchema,
  editPartnerSchema,
  ownProfileSchema,
  PARTNER_KEYS,
  type PartnerEdit,
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

/** The creative's availability, sent flat (status, remote) or as the spec's `availability` object. */
function setAvailability(patch: CreativePatch, body: CreativeEdit): void {
  const rawStatus =
    body.availability && 'status' in body.availability ? body.availability.status : body.status;
  if (rawStatus !== undefined) {
    const status = typeof rawStatus === 'string' ? rawStatus.trim().toLowerCase().replace(/[-_]/g, ' ') : '';
    if (status !== '' && !(AVAILABILITY_STATUSES as readonly string[]).includes(status)) {
      throw badRequest('Availability must be full time, part time or contract.');
    }
    patch.availability_status = status === '' ? null : status;
  }
  const remote = body.availability && 'remote' in body.availability ? body.availability.remote : body.remote;
  if (remote !== undefined) patch.availability_remote = remote;
}

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const ownProfile = async <K extends ProfileKind>(kind: K, id: number) => {
    const profile = await loadProfile(app.db, kind, id, 'full', app.config);
    if (!profile) throw forbidden(NO_PROFILE[kind]);
    return profile;
  };

  /**
   * PUT <path>: the caller's edit of its own profile, the columns of `keys` (a column of `required` sent blank is a
   * 400 with its message) with the kind's own rules (`adjust`), answered with the profile as it now is.
   */
  const editRoute = <Body, Patch>(
    kind: ProfileKind,
    path: string,
    schema: object,
    edit: {
      keys: readonly string[];
      required: Record<string, string>;
      adjust?: (patch: Patch, body: Body) => void;
      save: (db: DB, id: number, patch: Patch) => Promise<unknown>;
    },
  ) =>
    app.put(path, { onRequest: app.requirePublisher(kind), schema }, async (request) => {
      // Validated against `schema`, whose body type Body is.
      const body = request.body as Body & Record<string, unknown>;
      const patch = patchOf<Patch>(body, edit.keys, edit.required);
      edit.adjust?.(patch, body);
      const id = callerOf(request).id;
      await edit.save(app.db, id, patch);
      return ok(await ownProfile(kind, id), 'profile updated');
    });

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

  const NAME_REQUIRED = 'First and last name are required.';
  editRoute<CreativeEdit, CreativePatch>('creative', '/prop/users/edit_profile', editCreativeSchema, {
    keys: CREATIVE_KEYS,
    required: { first_name: NAME_REQUIRED, last_name: NAME_REQUIRED },
    adjust: setAvailability,
    save: updateCreative,
  });
  editRoute('business', '/prop/business-info/edit_profile', editBusinessSchema, {
    keys: BUSINESS_KEYS,
    required: { trade_name: 'Trade name is required.' },
    save: updateBusiness,
  });
  editRoute<PartnerEdit, PartnerPatch>('partner', '/prop/partner-info/edit_profile', editPartnerSchema, {
    keys: PARTNER_KEYS,
    required: { name: 'Organization name is required.', industry: 'Industry is required.' },
    adjust: (patch) => {
      if (typeof patch.user_email === 'string') patch.user_email = patch.user_email.toLowerCase();
    },
    save: updatePartner,
  });

  return Promise.resolve();
};

export default routes;
