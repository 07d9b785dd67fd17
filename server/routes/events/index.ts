// /clap routes for events (training): public list and a partner's own list (data.data), lookup (data.data), create, the author's edit.
// The type provider infers each handler's query, params and body from its schema, and checks its answer against the
// response schema (the contract's item, contract/events.ts): no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { EVENT_REQUIRED, type EventBodyFields } from '../../../contract/events';
import { TRAINING_MESSAGES } from '../../../contract/training';
import registrationRoutes from './registrations';
import { fillFreedSeats } from '../../services/training-registrations';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { badRequest, notFound } from '../../lib/http-errors';
import {
  assertApprovedPartner,
  choice,
  combineDateTime,
  httpLink,
  imageList,
  requireFields,
  requiredChoice,
} from '../../lib/content-input';
import { contentImages } from '../content-images';
import { EVENT_LOCATIONS } from '../../../contract/options';
import { createEvent, findEvent, listEvents, type EventInput } from '../../repositories/events';
import {
  createEventSchema,
  getEventSchema,
  listEventsSchema,
  ownEventsSchema,
  updateEventSchema,
} from '../../schemas/events';
import { contentEdit } from '../content-edit';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';
import { stateName } from '../../lib/state-name';

const REQUIRED = 'All fields are required';
const LOWER_LOCATIONS = EVENT_LOCATIONS.map((l) => l.toLowerCase());

/** Online or Offline, whatever the case. */
function eventLocation(value: string | undefined): string | undefined {
  const lower = choice(value, LOWER_LOCATIONS, 'location');
  return lower === undefined ? undefined : EVENT_LOCATIONS[LOWER_LOCATIONS.indexOf(lower)];
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/** A registration deadline: a full ISO timestamp, or a West Africa Time date and time (a datetime-local field's
 * YYYY-MM-DDTHH:MM); blank or null means none. It must fall before the start. */
function registrationDeadline(value: string | null | undefined, startsAt: Date): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  let at: Date;
  try {
    const local = LOCAL_DATE_TIME.exec(value.trim());
    at = local ? combineDateTime(local[1], local[2]) : combineDateTime(value, '');
  } catch {
    throw badRequest(TRAINING_MESSAGES.deadlineInvalid);
  }
  if (at > startsAt) throw badRequest(TRAINING_MESSAGES.deadlineInvalid);
  return at;
}

/** eventLocation() for the body's location, which requireFields has checked. */
function requiredEventLocation(value: string): string {
  return EVENT_LOCATIONS[LOWER_LOCATIONS.indexOf(requiredChoice(value, LOWER_LOCATIONS, 'location'))];
}

// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const { storedImages, withVariants } = contentImages(app);

  app.get('/prop/event/all', { schema: listEventsSchema, config: PUBLIC_READ }, async (request) => {
    const { items, meta } = await listEvents(app.db, {
      ...request.query,
      location: eventLocation(request.query.location),
      state: stateName(request.query.state) ?? undefined,
    });
    return ok({ data: await withVariants(items) }, 'Events', meta ? { meta } : {});
  });

  app.get(
    '/prop/event',
    { schema: ownEventsSchema, onRequest: app.requireAuth('partner') },
    async (request) => {
      const { items, meta } = await listEvents(app.db, {
        ...request.query,
        location: eventLocation(request.query.location),
        owner_id: callerOf(request).id,
      });
      return ok({ data: await withVariants(items) }, 'Your events', meta ? { meta } : {});
    },
  );

  app.get('/prop/event/:id', { schema: getEventSchema, config: PUBLIC_READ }, async (request) => {
    const item = await findEvent(app.db, request.params.id);
    if (!item) throw notFound('Event not found.');
    return ok({ data: (await withVariants([item]))[0] }, 'Event');
  });

  /** The body under creation's rules and messages, as stored (a PUT replaces the whole event with it). */
  const eventInput = async (body: EventBodyFields): Promise<EventInput> => {
    const fields = { ...body, images: imageList(body.images) };
    requireFields(fields, EVENT_REQUIRED, REQUIRED);
    const location = requiredEventLocation(fields.location);
    const startsAt = combineDateTime(fields.date, fields.time);
    const joinLink =
      fields.join_link === undefined
        ? undefined
        : fields.join_link === null || fields.join_link.trim() === ''
          ? null
          : httpLink(fields.join_link, 'join_link');
    // Issue 33: a field left out keeps what is stored (an edit from a form that does not know it); null clears it.
    const registration = {
      capacity: fields.capacity,
      registration_deadline: registrationDeadline(fields.registration_deadline, startsAt),
      // The state is where an offline training happens; the joining link is an online training's.
      state: location === 'Online' ? null : stateName(fields.state),
      join_link: location === 'Online' ? joinLink : null,
    };
    return {
      title: fields.title.trim(),
      description: fields.description.trim(),
      link: httpLink(fields.link),
      location,
      starts_at: startsAt,
      images: await storedImages(fields.images),
      address: fields.address.trim(),
      ...Object.fromEntries(Object.entries(registration).filter(([, v]) => v !== undefined)),
    };
  };
  /** An event as create, edit and the details answer it (data.data). */
  const answer = async (id: number) => {
    const item = await findEvent(app.db, id);
    return item && { data: (await withVariants([item]))[0] };
  };

  app.post(
    '/prop/event',
    { schema: createEventSchema, onRequest: app.requirePublisher(), preHandler: app.publishLimit },
    async (request, reply) => {
      assertApprovedPartner(callerOf(request), 'events');
      const id = await createEvent(app.db, callerOf(request).id, await eventInput(request.body));
      reply.code(201);
      return ok(await answer(id), 'Event successfully created');
    },
  );

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'event');

  // ---- Edits (issue 14): the author replaces the whole event, i.e. training (docs/content.md, "Editing").
  app.put(
    '/prop/event/:id',
    { schema: updateEventSchema, onRequest: app.requirePublisher() },
    contentEdit(app, {
      table: 'events',
      assertAllowed: (caller) => assertApprovedPartner(caller, 'events', 'edit'),
      values: eventInput,
      // Issue 33: seats added by the edit go to the waiting list at once (before the answer counts seats_left).
      answer: async (id) => {
        await fillFreedSeats(app, id);
        return answer(id);
      },
    }),
  );
  void app.register(registrationRoutes);
  return Promise.resolve();
};

export default routes;
