// /clap routes for opportunities: public list, a partner's own list (both as data.data), lookup, create, the author's edit.
// The type provider infers each handler's query, params and body from its schema, and checks its answer against the
// response schema (the contract's item, contract/opportunities.ts): no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { OPPORTUNITY_REQUIRED, type OpportunityBodyFields } from '../../../contract/opportunities';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { notFound } from '../../lib/http-errors';
import {
  assertApprovedPartner,
  choice,
  combineDateTime,
  httpLink,
  imageList,
  parseDeadline,
  requireFields,
  requiredChoice,
} from '../../lib/content-input';
import { contentImages } from '../content-images';
// Timing: the create form's full-time or remote (spec sections 5 and 9), for creating and filtering alike, so no
// filter offers a value no opportunity can have (issue 13; docs/content.md).
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '../../../contract/options';
import {
  createOpportunity,
  findOpportunity,
  listOpportunities,
  type OpportunityFilters,
  type OpportunityInput,
} from '../../repositories/opportunities';
import {
  createOpportunitySchema,
  getOpportunitySchema,
  listOpportunitiesSchema,
  ownOpportunitiesSchema,
  updateOpportunitySchema,
} from '../../schemas/opportunities';
import { contentEdit } from '../content-edit';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';
import { stateName } from '../../lib/state-name';

const REQUIRED = 'All fields are required';
const LEVEL_ALIASES = { intermidiate: 'intermediate' };
const LOCATION_ALIASES = { 'on-site': 'onsite' };

function filtersOf(query: OpportunityFilters): OpportunityFilters {
  return {
    ...query,
    location: choice(query.location, OPPORTUNITY_LOCATIONS, 'location', LOCATION_ALIASES),
    timing: choice(query.timing, OPPORTUNITY_TIMINGS, 'timing'),
    level: choice(query.level, OPPORTUNITY_LEVELS, 'level', LEVEL_ALIASES),
  };
}

// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const { storedImages, withVariants } = contentImages(app, { pngOnly: true });

  app.get(
    '/prop/opportunity/all',
    { schema: listOpportunitiesSchema, config: PUBLIC_READ },
    async (request) => {
      const { items, meta } = await listOpportunities(app.db, filtersOf(request.query));
      return ok({ data: await withVariants(items) }, 'Opportunities', meta ? { meta } : {});
    },
  );

  app.get(
    '/prop/opportunity',
    { schema: ownOpportunitiesSchema, onRequest: app.requireAuth('partner') },
    async (request) => {
      const { items, meta } = await listOpportunities(app.db, {
        ...filtersOf(request.query),
        owner_id: callerOf(request).id,
      });
      return ok({ data: await withVariants(items) }, 'Your opportunities', meta ? { meta } : {});
    },
  );

  app.get('/prop/opportunity/:id', { schema: getOpportunitySchema, config: PUBLIC_READ }, async (request) => {
    const item = await findOpportunity(app.db, request.params.id);
    if (!item) throw notFound('Opportunity not found');
    return ok((await withVariants([item]))[0], 'Opportunity');
  });

  /** The body under creation's rules and messages, as stored (a PUT replaces the whole opportunity with it). */
  const opportunityInput = async (body: OpportunityBodyFields): Promise<OpportunityInput> => {
    const fields = { ...body, images: imageList(body.images) };
    requireFields(fields, OPPORTUNITY_REQUIRED, REQUIRED);
    return {
      title: fields.title.trim(),
      description: fields.description.trim(),
      link: httpLink(fields.link),
      deadline: parseDeadline(fields.deadline),
      starts_at: combineDateTime(fields.date, fields.time),
      images: await storedImages(fields.images),
      address: fields.address?.trim() || null,
      timing: requiredChoice(fields.timing, OPPORTUNITY_TIMINGS, 'timing'),
      location: choice(fields.location, OPPORTUNITY_LOCATIONS, 'location', LOCATION_ALIASES) ?? null,
      level: choice(fields.level, OPPORTUNITY_LEVELS, 'level', LEVEL_ALIASES) ?? null,
      state: stateName(fields.state),
    };
  };
  const answer = async (id: number) => {
    const item = await findOpportunity(app.db, id);
    return item && (await withVariants([item]))[0];
  };

  app.post(
    '/prop/opportunity',
    { schema: createOpportunitySchema, onRequest: app.requirePublisher(), preHandler: app.publishLimit },
    async (request, reply) => {
      assertApprovedPartner(callerOf(request), 'opportunities');
      const id = await createOpportunity(app.db, callerOf(request).id, await opportunityInput(request.body));
      reply.code(201);
      return ok(await answer(id), 'Opportunity successfully created');
    },
  );

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'opportunity');

  // ---- Edits (issue 14): the author replaces the whole opportunity (docs/content.md, "Editing").
  app.put(
    '/prop/opportunity/:id',
    { schema: updateOpportunitySchema, onRequest: app.requirePublisher() },
    contentEdit(app, {
      table: 'opportunities',
      assertAllowed: (caller) => assertApprovedPartner(caller, 'opportunities', 'edit'),
      values: opportunityInput,
      answer,
    }),
  );
  return Promise.resolve();
};

export default routes;
