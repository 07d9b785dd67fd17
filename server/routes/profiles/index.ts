// /clap routes for profiles: own profiles (creative, business, partner), edits, profile images, public profiles,
// and the businesses an account runs ("Add a Business", docs/people.md).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { envelopeSchema, errorSchema, ok } from '../../lib/envelope';
import { badRequest, forbidden, notFound, payloadTooLarge, unsupportedMedia } from '../../lib/http-errors';
import { deleteUploads, refuseWhenImageWorkFull, sniffType, storeImage, uploadNameFromUrl } from '../../lib/image-store';
import { normaliseLinkColumns } from '../../lib/web-links';
import {
  addOwnedBusiness,
  deleteOwnedBusiness,
  findAccountKind,
  imageColumn,
  isPubliclyVisible,
  listOwnedBusinesses,
  loadProfile,
  ownedUploadNames,
  swapProfileImage,
  TooManyBusinessesError,
  updateBusiness,
  updateCreative,
  MAX_OWNED_BUSINESSES,
  type BusinessPatch,
  type CreativePatch,
  type ProfileKind,
} from '../../repositories/profiles';
import {
  AVAILABILITY_STATUSES,
  businessSchema,
  cleanBody,
  creativeSchema,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  idParams,
  ownedBusinessSchema,
  partnerSchema,
  phoneNumber,
  socialLink,
  text,
  websiteLink,
} from '../../schemas/people';
import { callerOf } from '../../plugins/auth';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const needFlags = {
  need_training: { type: 'boolean' },
  need_funding: { type: 'boolean' },
  need_tools: { type: 'boolean' },
  need_market_access: { type: 'boolean' },
  detail_training: text(2000),
  detail_funding: text(2000),
  detail_tools: text(2000),
  detail_market_access: text(2000),
} as const;
/** Sent back by portals that post the whole profile; changed elsewhere (images by upload, e-mail by support). */
const ignored = { email: text(320), photo: text(500), logo: text(500), cover_photo: text(500) } as const;
const NEED_KEYS = Object.keys(needFlags);

const creativeEditBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    first_name: { type: 'string', minLength: 1, maxLength: 80 },
    last_name: { type: 'string', minLength: 1, maxLength: 80 },
    bio: text(2000),
    gender: text(30),
    date_of_birth: { type: 'string', maxLength: 10, pattern: '^(|\\d{4}-\\d{2}-\\d{2})$' },
    phone_number: phoneNumber,
    employment_status: { type: 'string', enum: ['', ...EMPLOYMENT_STATUSES] },
    level_of_education: { type: 'string', enum: ['', ...EDUCATION_LEVELS] },
    expertise: text(100),
    category: text(100),
    skill_level: text(50),
    origin_state: text(100),
    lga_origin: text(100),
    residence_state: text(100),
    facebook: socialLink,
    twitter: socialLink,
    instagram: socialLink,
    availability: {
      type: 'object',
      additionalProperties: false,
      properties: { status: text(20), remote: { type: ['boolean', 'null'] } },
    },
    status: { ...text(20), description: 'availability status (the spec sends it flat); same as availability.status' },
    remote: { type: ['boolean', 'null'], description: 'same as availability.remote' },
    ...needFlags,
    ...ignored,
  },
} as const;

const CREATIVE_KEYS = [
  'first_name', 'last_name', 'bio', 'gender', 'date_of_birth', 'phone_number', 'employment_status',
  'level_of_education', 'expertise', 'category', 'skill_level', 'origin_state', 'lga_origin', 'residence_state',
  'facebook', 'twitter', 'instagram', ...NEED_KEYS,
];

const businessEditBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    registered_name: text(200),
    trade_name: { type: 'string', minLength: 1, maxLength: 200 },
    sector: text(100),
    area: text(100),
    phone_number: phoneNumber,
    lga: text(100),
    state: text(100),
    address: text(300),
    website: websiteLink,
    bio: text(2000),
    facebook: socialLink,
    twitter: socialLink,
    instagram: socialLink,
    ...needFlags,
    ...ignored,
  },
} as const;

const BUSINESS_KEYS = [
  'registered_name', 'trade_name', 'sector', 'area', 'phone_number', 'lga', 'state', 'address', 'website', 'bio',
  'facebook', 'twitter', 'instagram', ...NEED_KEYS,
];

const ownedBusinessBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    sector: text(100),
    area: text(100),
    state: text(100),
    lga: text(100),
    address: text(300),
    website: websiteLink,
    phone: phoneNumber,
    email: { type: 'string', maxLength: 320, pattern: '^(|[^\\s@]+@[^\\s@]+\\.[^\\s@]+)$' },
    description: text(2000),
  },
} as const;

const anyProfileSchema = {
  type: 'object',
  properties: { ...creativeSchema.properties, ...businessSchema.properties, ...partnerSchema.properties },
} as const;

const routes: FastifyPluginAsync = (app) => {
  // Another plugin may already have registered multipart for the whole app; register it here only if not.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    void app.register(multipart, { limits: { files: 1, fileSize: app.config.uploadMaxBytes, fields: 10, parts: 12 } });
  }

  // ------------------------------------------------------------ own profiles
  app.get(
    '/prop/users/profile',
    {
      onRequest: app.requireAuth('creative'),
      schema: {
        tags: ['profiles'],
        summary: "The signed-in creative's own profile with skills and newest posts",
        response: { 200: envelopeSchema(creativeSchema), ...errors },
      },
    },
    async (request) => {
      const profile = await loadProfile(app.db, 'creative', callerOf(request).id, 'full');
      if (!profile) throw forbidden('This account has no creative profile.');
      return ok(profile, 'Profile retrieved');
    },
  );

  app.put(
    '/prop/users/edit_profile',
    {
      onRequest: app.requirePublisher('creative'),
      schema: {
        tags: ['profiles'],
        summary: "Edit the signed-in creative's profile",
        body: creativeEditBody,
        response: { 200: envelopeSchema(creativeSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> & { availability?: { status?: string | null; remote?: boolean | null } };
      const patch = normaliseLinkColumns(cleanBody(body, CREATIVE_KEYS)) as CreativePatch;
      if (patch.first_name === null || patch.last_name === null) throw badRequest('First and last name are required.');
      const rawStatus = body.availability && 'status' in body.availability ? body.availability.status : body.status;
      if (rawStatus !== undefined) {
        const status = typeof rawStatus === 'string' ? rawStatus.trim().toLowerCase().replace(/[-_]/g, ' ') : '';
        if (status !== '' && !(AVAILABILITY_STATUSES as readonly string[]).includes(status)) {
          throw badRequest('Availability must be full time, part time or contract.');
        }
        patch.availability_status = status === '' ? null : status;
      }
      const remote = body.availability && 'remote' in body.availability ? body.availability.remote : body.remote;
      if (remote !== undefined) patch.availability_remote = remote as boolean | null;
      const id = callerOf(request).id;
      await updateCreative(app.db, id, patch);
      const profile = await loadProfile(app.db, 'creative', id, 'full');
      if (!profile) throw forbidden('This account has no creative profile.');
      return ok(profile, 'profile updated');
    },
  );

  app.get(
    '/prop/business-info/profile',
    {
      onRequest: app.requireAuth('business'),
      schema: {
        tags: ['profiles'],
        summary: "The signed-in business's own business profile",
        response: { 200: envelopeSchema(businessSchema), ...errors },
      },
    },
    async (request) => {
      const profile = await loadProfile(app.db, 'business', callerOf(request).id, 'full');
      if (!profile) throw forbidden('This account has no business profile.');
      return ok(profile, 'Profile retrieved');
    },
  );

  app.put(
    '/prop/business-info/edit_profile',
    {
      onRequest: app.requirePublisher('business'),
      schema: {
        tags: ['profiles'],
        summary: "Edit the signed-in business's profile (support-need flags are saved as sent)",
        body: businessEditBody,
        response: { 200: envelopeSchema(businessSchema), ...errors },
      },
    },
    async (request) => {
      const patch = normaliseLinkColumns(cleanBody(request.body as Record<string, unknown>, BUSINESS_KEYS)) as BusinessPatch;
      if (patch.trade_name === null) throw badRequest('Trade name is required.');
      const id = callerOf(request).id;
      await updateBusiness(app.db, id, patch);
      const profile = await loadProfile(app.db, 'business', id, 'full');
      if (!profile) throw forbidden('This account has no business profile.');
      return ok(profile, 'profile updated');
    },
  );

  app.get(
    '/prop/public/partner',
    {
      onRequest: app.requireAuth('partner'),
      schema: {
        tags: ['profiles'],
        summary: "The signed-in partner's own profile, with its approved flag",
        response: { 200: envelopeSchema(partnerSchema), ...errors },
      },
    },
    async (request) => {
      const profile = await loadProfile(app.db, 'partner', callerOf(request).id, 'full');
      if (!profile) throw forbidden('This account has no partner profile.');
      return ok(profile, 'Profile retrieved');
    },
  );

  // ------------------------------------------------------------ profile images
  app.put(
    '/prop/account/profile_image',
    {
      // While the image line is full the multipart body is not even read (storeImage would refuse it anyway).
      onRequest: [app.requirePublisher('creative', 'business', 'partner'), refuseWhenImageWorkFull],
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '15 minutes',
          keyGenerator: (request: FastifyRequest) => (request.caller ? `profile-image:${request.caller.id}` : `profile-image:${request.ip}`),
        },
      },
      schema: {
        tags: ['profiles'],
        summary: 'Upload a cover image (PNG) or profile image (PNG or JPEG) for the signed-in account',
        description:
          'multipart/form-data with one file in a `cover_image` or `profile_image` field. Sets cover_photo, or photo (creative) / logo (business, partner).',
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeSchema({ type: 'object', properties: { photo: { type: 'string' }, logo: { type: 'string' }, cover_photo: { type: 'string' } } }),
          ...errors,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const kind = caller.kind as ProfileKind;
      let part;
      try {
        part = await request.file({ limits: { files: 1, fileSize: app.config.uploadMaxBytes, fields: 10, parts: 12 } });
      } catch {
        throw badRequest('Send the image as multipart/form-data.');
      }
      if (!part) throw badRequest('Choose an image to upload.');
      const slot = part.fieldname === 'cover_image' ? 'cover_photo' : part.fieldname === 'profile_image' ? 'photo' : null;
      if (!slot) {
        part.file.resume();
        throw badRequest('Send the image in a cover_image or profile_image field.');
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw payloadTooLarge(`The image must be at most ${Math.floor(app.config.uploadMaxBytes / (1024 * 1024)) || 1} MB.`);
        }
        throw badRequest('The upload was interrupted. Please try again.');
      }
      const type = sniffType(buffer);
      if (slot === 'cover_photo' && type !== 'png') throw unsupportedMedia('The cover image must be a PNG file.');
      if (slot === 'photo' && type !== 'png' && type !== 'jpeg') throw unsupportedMedia('The profile image must be a PNG or JPEG file.');

      const stored = await storeImage(app.db, app.config.dataDir, buffer, caller.id);
      const column = imageColumn(kind, slot);
      let previous: string | null;
      try {
        const swapped = await app.db.transaction().execute((trx) => swapProfileImage(trx, kind, caller.id, column, stored.url));
        if (!swapped.found) throw forbidden('This account has no profile.');
        previous = swapped.previous;
      } catch (error) {
        await deleteUploads(app.db, app.config.dataDir, [stored.name]);
        throw error;
      }
      // The old file goes only after the new URL has committed, and only if this account uploaded it.
      const oldName = previous ? uploadNameFromUrl(previous, app.config.publicUrl) : null;
      if (oldName && oldName !== stored.name) {
        try {
          await deleteUploads(app.db, app.config.dataDir, await ownedUploadNames(app.db, caller.id, [oldName]));
        } catch (error) {
          request.log.warn({ err: error }, 'could not remove a replaced profile image');
        }
      }
      return ok({ [column]: stored.url }, slot === 'cover_photo' ? 'cover image updated' : 'profile image updated');
    },
  );

  // ------------------------------------------------------------ public profiles
  const showPublic = async (request: FastifyRequest, kind: ProfileKind, id: number) => {
    const account = await findAccountKind(app.db, id);
    const caller = request.caller;
    const isAdmin = caller?.kind === 'admin';
    if (!account || account.kind !== kind) throw notFound('Profile not found.');
    if (!isAdmin && caller?.id !== id && !isPubliclyVisible(account)) throw notFound('Profile not found.');
    const profile = await loadProfile(app.db, kind, id, isAdmin ? 'full' : 'public');
    if (!profile) throw notFound('Profile not found.');
    return profile;
  };

  const publicRoute = (kind: ProfileKind, path: string, schema: object) =>
    app.get(
      path,
      {
        schema: {
          tags: ['profiles'],
          summary: `Public profile of a ${kind}, with skills and newest 50 posts (admins also see private fields)`,
          params: idParams,
          response: { 200: envelopeSchema(schema), 404: errorSchema, 400: errorSchema },
        },
      },
      async (request) => ok(await showPublic(request, kind, (request.params as { id: number }).id), 'Profile retrieved'),
    );
  publicRoute('creative', '/prop/public/creative/:id', creativeSchema);
  publicRoute('business', '/prop/public/business/:id', businessSchema);
  publicRoute('partner', '/prop/public/partner/:id', partnerSchema);

  app.get(
    '/prop/public/profile/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Public profile of any account kind, looked up by id',
        description: 'extension: lets a shared /profile/{id} link load without knowing the account kind.',
        params: idParams,
        response: {
          200: envelopeSchema({ type: 'object', properties: { type: { type: 'string', enum: ['creative', 'business', 'partner'] }, profile: anyProfileSchema } }),
          404: errorSchema,
          400: errorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const account = await findAccountKind(app.db, id);
      if (!account || account.kind === 'admin') throw notFound('Profile not found.');
      const profile = await showPublic(request, account.kind, id);
      return ok({ type: account.kind, profile }, 'Profile retrieved');
    },
  );

  // ------------------------------------------------------------ businesses an account runs
  app.get(
    '/prop/business-info/mine',
    {
      // Any signed-in kind: the spec's dropdown offers Your Business to every account. Only creatives and
      // businesses may add one, so partners and admins get an empty list rather than a 403.
      onRequest: app.requireAuth(),
      schema: {
        tags: ['profiles'],
        summary: 'Businesses the signed-in account has added ("Your Business Profile")',
        description:
          'extension: the spec names the Add a Business modal but not its call (docs/people.md). Open to every signed-in account; partners and admins cannot add businesses, so theirs is always empty.',
        response: { 200: envelopeSchema({ type: 'object', properties: { data: { type: 'array', items: ownedBusinessSchema } } }), ...errors },
      },
    },
    async (request) => ok({ data: await listOwnedBusinesses(app.db, callerOf(request).id) }, 'Businesses retrieved'),
  );

  app.post(
    '/prop/business-info',
    {
      onRequest: app.requirePublisher('creative', 'business'),
      schema: {
        tags: ['profiles'],
        summary: 'Add a business the signed-in account runs',
        description: `extension: "Add a Business" (docs/people.md); at most ${MAX_OWNED_BUSINESSES} per account.`,
        body: ownedBusinessBody,
        response: { 201: envelopeSchema(ownedBusinessSchema), ...errors },
      },
    },
    async (request, reply) => {
      const input = normaliseLinkColumns(cleanBody(request.body as Record<string, unknown>, Object.keys(ownedBusinessBody.properties)));
      if (!input.name) throw badRequest('Business name is required.');
      for (const key of Object.keys(ownedBusinessBody.properties)) if (!(key in input)) input[key] = null;
      try {
        const row = await addOwnedBusiness(app.db, callerOf(request).id, input as never);
        return reply.code(201).send(ok(row, 'Business added successfully'));
      } catch (error) {
        if (error instanceof TooManyBusinessesError) throw badRequest(`You can add at most ${MAX_OWNED_BUSINESSES} businesses.`);
        throw error;
      }
    },
  );

  app.delete(
    '/prop/business-info/:id',
    {
      onRequest: app.requireAuth('creative', 'business'),
      schema: {
        tags: ['profiles'],
        summary: 'Remove a business the signed-in account added',
        description: 'extension: companion of POST /prop/business-info.',
        params: idParams,
        response: { 200: envelopeSchema({ type: 'null' }), ...errors },
      },
    },
    async (request) => {
      const removed = await deleteOwnedBusiness(app.db, callerOf(request).id, (request.params as { id: number }).id);
      if (!removed) throw notFound('Business not found.');
      return ok(null, 'Business removed successfully');
    },
  );
  return Promise.resolve();
};

export default routes;
