// /clap routes for the signed-in account's own profile: read and edit (creative, business, partner).
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
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
  type BusinessPatch,
  type CreativePatch,
  type PartnerPatch,
} from '../../repositories/profiles';
import { cleanBody, PROFILE_SCHEMAS } from '../../schemas/people';
import {
  BUSINESS_KEYS,
  CREATIVE_KEYS,
  type BusinessEdit,
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

/** A kind's edit: its columns, the columns that may not be sent blank (with their message), its own rules, its save. */
interface EditRules<Body, Patch> {
  keys: readonly string[];
  required: Record<string, string>;
  adjust?: (patch: Patch, body: Body) => void;
  save: (db: DB, id: number, patch: Patch) => Promise<unknown>;
}

const NAME_REQUIRED = 'First and last name are required.';
const CREATIVE_EDIT: EditRules<CreativeEdit, CreativePatch> = {
  keys: CREATIVE_KEYS,
  required: { first_name: NAME_REQUIRED, last_name: NAME_REQUIRED },
  adjust: setAvailability,
  save: updateCreative,
};
const BUSINESS_EDIT: EditRules<BusinessEdit, BusinessPatch> = {
  keys: BUSINESS_KEYS,
  required: { trade_name: 'Trade name is required.' },
  save: updateBusiness,
};
const PARTNER_EDIT: EditRules<PartnerEdit, PartnerPatch> = {
  keys: PARTNER_KEYS,
  required: { name: 'Organization name is required.', industry: 'Industry is required.' },
  adjust: (patch) => {
    if (typeof patch.user_email === 'string') patch.user_email = patch.user_email.toLowerCase();
  },
  save: updatePartner,
};

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const ownProfile = async <K extends ProfileKind>(kind: K, id: number) => {
    const profile = await loadProfile(app.db, kind, id, 'full', app.config);
    if (!profile) throw forbidden(NO_PROFILE[kind]);
    return profile;
  };

  /**
   * The caller's edit of its own profile: the columns of `keys` (a column of `required` sent blank is a 400 with its
   * message) with the kind's own rules (`adjust`), answered with the profile as it now is. Each route passes its
   * `request.body` as the type provider infers it from the route's schema, and the route's handler answers what
   * this returns, so the compiler checks both against the schemas (no cast).
   */
  const saveEdit = async <K extends ProfileKind, Body extends Record<string, unknown>, Patch>(
    kind: K,
    request: FastifyRequest,
    body: Body,
    edit: EditRules<Body, Patch>,
  ) => {
    const patch = patchOf<Patch>(body, edit.keys, edit.required);
    edit.adjust?.(patch, body);
    const id = callerOf(request).id;
    await edit.save(app.db, id, patch);
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

  // Each handler is written out so the type provider infers its body and checks its answer against the schema.
  app.put(
    '/prop/users/edit_profile',
    { onRequest: app.requirePublisher('creative'), schema: editCreativeSchema },
    (request) => saveEdit('creative', request, request.body, CREATIVE_EDIT),
  );
  app.put(
    '/prop/business-info/edit_profile',
    { onRequest: app.requirePublisher('business'), schema: editBusinessSchema },
    (request) => saveEdit('business', request, request.body, BUSINESS_EDIT),
  );
  app.put(
    '/prop/partner-info/edit_profile',
    { onRequest: app.requirePublisher('partner'), schema: editPartnerSchema },
    (request) => saveEdit('partner', request, request.body, PARTNER_EDIT),
  );

  return Promise.resolve();
};

export default routes;
