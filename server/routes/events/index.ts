// /clap routes for events (training): public list and a partner's own list (data.data), lookup (data.data), create.
import type { FastifyPluginAsync } from 'fastify';
import type { EventBody } from '../../../contract/content';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/http-errors';
import { assertApprovedPartner, choice, combineDateTime, httpLink, imageList, requireFields } from '../../lib/content-input';
import { attachImageVariants, checkImages } from '../../repositories/content-images';
import { EVENT_LOCATIONS } from '../../../contract/options';
import { createEvent, findEvent, listEvents, type EventFilters, type EventItem } from '../../repositories/events';
import { createEventSchema, getEventSchema, listEventsSchema, ownEventsSchema } from '../../schemas/events';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';

const REQUIRED = 'All fields are required';
const LOWER_LOCATIONS = EVENT_LOCATIONS.map((l) => l.toLowerCase());

/** Online or Offline, whatever the case. */
function eventLocation(value: string | undefined): string | undefined {
  const lower = choice(value, LOWER_LOCATIONS, 'location');
  return lower === undefined ? undefined : EVENT_LOCATIONS[LOWER_LOCATIONS.indexOf(lower)];
}


// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsync = (app) => {
  const imageRules = { publicUrl: app.config.publicUrl, allowedHosts: app.config.allowedImageHosts };
  const withVariants = (items: EventItem[]) => attachImageVariants(app.db, items, app.config.publicUrl);

  app.get<{ Querystring: EventFilters }>('/prop/event/all', { schema: listEventsSchema }, async (request) => {
    const { items, meta } = await listEvents(app.db, { ...request.query, location: eventLocation(request.query.location) });
    return ok({ data: await withVariants(items) }, 'Events', meta ? { meta } : {});
  });

  app.get<{ Querystring: EventFilters }>(
    '/prop/event',
    { schema: ownEventsSchema, onRequest: app.requireAuth('partner') },
    async (request) => {
      const { items, meta } = await listEvents(app.db, {
        ...request.query, location: eventLocation(request.query.location), owner_id: callerOf(request).id,
      });
      return ok({ data: await withVariants(items) }, 'Your events', meta ? { meta } : {});
    },
  );

  app.get<{ Params: { id: number } }>('/prop/event/:id', { schema: getEventSchema }, async (request) => {
    const item = await findEvent(app.db, request.params.id);
    if (!item) throw notFound('Event not found.');
    return ok({ data: (await withVariants([item]))[0] }, 'Event');
  });

  app.post<{ Body: Partial<EventBody> }>(
    '/prop/event',
    { schema: createEventSchema, onRequest: app.requirePublisher() },
    async (request, reply) => {
      assertApprovedPartner(callerOf(request), 'events');
      const body = request.body ?? {};
      const images = imageList(body.images);
      requireFields({ ...body, images }, ['title', 'description', 'link', 'location', 'date', 'time', 'images', 'address'], REQUIRED);
      const id = await createEvent(app.db, callerOf(request).id, {
        title: body.title!.trim(),
        description: body.description!.trim(),
        link: httpLink(body.link!),
        location: eventLocation(body.location)!,
        starts_at: combineDateTime(body.date!, body.time!),
        images: await checkImages(app.db, images, imageRules),
        address: body.address!.trim(),
      });
      const item = await findEvent(app.db, id);
      reply.code(201);
      return ok({ data: (await withVariants([item!]))[0] }, 'Event successfully created');
    },
  );

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'event');
  return Promise.resolve();
};

export default routes;
