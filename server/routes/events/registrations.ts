// /clap routes for training registration and attendance (issue 33, docs/training.md): register, my registration,
// cancel, My trainings, the partner's list (JSON or CSV) and check-in. Thin: the rules are in
// services/training-registrations.ts.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { REGISTRANTS_CSV_HEADER, TRAINING_MESSAGES as M } from '../../../contract/training';
import { ok } from '../../lib/envelope';
import { csvCell } from '../../lib/open-data-csv';
import { localDateAndTime } from '../../lib/content-input';
import { callerOf } from '../../plugins/auth';
import {
  listMyTrainings,
  listRegistrants,
  type RegistrationRow,
} from '../../repositories/event-registrations';
import {
  assertRunsTraining,
  cancel,
  checkIn,
  ownRegistration,
  register,
} from '../../services/training-registrations';
import {
  attendanceSchema,
  cancelSchema,
  myTrainingsSchema,
  ownRegistrationRouteSchema,
  registerSchema,
  registrantsSchema,
} from '../../schemas/training';

const byAccount = (request: FastifyRequest) => (request.caller ? `account:${request.caller.id}` : request.ip);
/** Registering and cancelling write and send mail: a member has no reason to do either 30 times in 15 minutes. */
const memberWrites = { rateLimit: { max: 30, timeWindow: '15 minutes', keyGenerator: byAccount } };
/** A partner checks in a whole room from one phone: generous, but bounded. */
const checkIns = { rateLimit: { max: 600, timeWindow: '15 minutes', keyGenerator: byAccount } };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The caller's registration as answered: the joining link only with a seat. */
function ownAnswer(registration: RegistrationRow, joinLink: string | null) {
  return {
    status: registration.status,
    code: registration.code,
    created_at: new Date(registration.created_at).toISOString(),
    attended_at: iso(registration.attended_at),
    join_link: registration.status === 'registered' ? joinLink : null,
  };
}

// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.post(
    '/prop/event/:id/registration',
    { schema: registerSchema, onRequest: app.requireAuth(), config: memberWrites },
    async (request, reply) => {
      const { registration, event, created } = await register(app, callerOf(request), request.params.id);
      reply.code(created ? 201 : 200);
      const message = !created
        ? M.existing
        : registration.status === 'registered'
          ? M.registered
          : M.waitlisted;
      return ok(ownAnswer(registration, event.join_link), message);
    },
  );

  app.get(
    '/prop/event/:id/registration',
    { schema: ownRegistrationRouteSchema, onRequest: app.requireAuth() },
    async (request) => {
      const found = await ownRegistration(app, callerOf(request), request.params.id);
      return ok(found ? ownAnswer(found.registration, found.event.join_link) : null, M.yours);
    },
  );

  app.delete(
    '/prop/event/:id/registration',
    { schema: cancelSchema, onRequest: app.requireAuth(), config: memberWrites },
    async (request) => {
      await cancel(app, callerOf(request), request.params.id);
      return ok({}, M.cancelled);
    },
  );

  app.get(
    '/prop/my-trainings',
    { schema: myTrainingsSchema, onRequest: app.requireAuth() },
    async (request) => {
      const rows = await listMyTrainings(app.db, callerOf(request).id);
      return ok(
        rows.map((row) => {
          const at = new Date(row.starts_at);
          return {
            event_id: row.event_id,
            title: row.title,
            starts_at: at.toISOString(),
            ...localDateAndTime(at),
            location: row.location,
            address: row.address,
            state: row.state,
            join_link: row.status === 'registered' ? row.join_link : null,
            status: row.status,
            code: row.code,
            attended_at: iso(row.attended_at),
          };
        }),
        M.myTrainings,
      );
    },
  );

  app.get(
    '/prop/event/:id/registrations',
    { schema: registrantsSchema, onRequest: app.requireAuth('partner', 'admin') },
    async (request, reply) => {
      const event = await assertRunsTraining(app, callerOf(request), request.params.id);
      const rows = (await listRegistrants(app.db, event.id)).map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        state: row.person_state,
        kind: row.kind,
        status: row.status,
        created_at: new Date(row.created_at).toISOString(),
        attended_at: iso(row.attended_at),
      }));
      // Personal data: never cached by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      if (request.query.format !== 'csv') return ok(rows, M.registrants);
      const lines = [
        REGISTRANTS_CSV_HEADER.join(','),
        ...rows.map((r) =>
          [r.name, r.email, r.phone ?? '', r.state ?? '', r.kind, r.status, r.created_at, r.attended_at ?? '']
            .map(csvCell)
            .join(','),
        ),
      ];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="training-${event.id}-registrations.csv"`)
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );

  app.post(
    '/prop/event/:id/attendance',
    { schema: attendanceSchema, onRequest: app.requireAuth('partner', 'admin'), config: checkIns },
    async (request) => {
      const { message, ...data } = await checkIn(app, callerOf(request), request.params.id, request.body);
      return ok(data, message);
    },
  );
  return Promise.resolve();
};

export default routes;
