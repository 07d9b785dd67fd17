// JSON schemas of the training registration routes (issue 33, docs/training.md): the shapes are in
// contract/training.ts; the guards are the routes' hooks.
import {
  attendanceBodySchema,
  checkInSchema,
  myTrainingSchema,
  ownRegistrationSchema,
  registrantSchema,
} from '../../contract/training';
import { envelopeSchema, errorAnswers, errorSchema } from '../lib/envelope';
import { idParamsSchema } from './content';

const TAGS = ['events'];
const security = [{ token: [] }];
const EXT = 'extension (issue 33):';

export const registerSchema = {
  tags: TAGS,
  summary: 'Register for a training (verified creatives and businesses)',
  description:
    `${EXT} 201 with data.status 'registered', or 'waitlisted' when every seat is taken, and data.code (8 characters ` +
    'of an unambiguous alphabet, unique per training); registering again answers the existing registration with 200. ' +
    '403 for partners and admins and for an unverified e-mail; 409 after the deadline or once the training has started; ' +
    '410 for a training an admin took down. A confirmation e-mail (with an .ics calendar file) goes out.',
  security,
  params: idParamsSchema,
  response: {
    200: envelopeSchema(ownRegistrationSchema),
    201: envelopeSchema(ownRegistrationSchema),
    ...errorAnswers(400, 401, 403, 404, 409, 410, 429),
  },
} as const;

export const ownRegistrationRouteSchema = {
  tags: TAGS,
  summary: 'My registration for a training (data is null when there is none)',
  description: `${EXT} the code, the status and, for a registered seat of an online training, the private joining link.`,
  security,
  params: idParamsSchema,
  response: {
    200: envelopeSchema({ anyOf: [ownRegistrationSchema, { type: 'null' }] }),
    ...errorAnswers(400, 401, 404, 410),
  },
} as const;

export const cancelSchema = {
  tags: TAGS,
  summary: 'Cancel my registration for a training',
  description: `${EXT} the first person on the waiting list is moved up at once and told by e-mail. 409 once the training has started.`,
  security,
  params: idParamsSchema,
  response: { 200: envelopeSchema(), ...errorAnswers(400, 401, 404, 409, 410, 429) },
} as const;

export const registrantsSchema = {
  tags: TAGS,
  summary: "A training's registrations (its partner, or an admin)",
  description:
    `${EXT} name, e-mail, phone, state, status and attendance, in registration order. ?format=csv answers a ` +
    'text/csv download instead (formula-safe cells).',
  security,
  params: idParamsSchema,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { format: { type: 'string', enum: ['json', 'csv'] } },
  },
  response: {
    200: envelopeSchema({ type: 'array', items: registrantSchema }),
    ...errorAnswers(400, 401, 403, 404, 410),
  },
} as const;

export const attendanceSchema = {
  tags: TAGS,
  summary: "Check a participant in (the training's partner, or an admin)",
  description:
    `${EXT} { code } as typed or scanned at the door, or { registration_id, attended } ticked in the list. 404 for a ` +
    'code unknown to this training, 409 for a code of another training, a waitlisted person or a second check-in ' +
    '(its data names the person and the first check-in time).',
  security,
  params: idParamsSchema,
  body: attendanceBodySchema,
  response: {
    200: envelopeSchema(checkInSchema),
    ...errorAnswers(400, 401, 403, 404, 410, 429),
    // A second check-in names the person and the first check-in's time.
    409: { ...errorSchema, properties: { ...errorSchema.properties, data: checkInSchema } },
  },
} as const;

export const myTrainingsSchema = {
  tags: TAGS,
  summary: 'My trainings: every registration of the signed-in member, soonest first',
  description: `${EXT} upcoming, waiting list and attended; the joining link only for registered seats.`,
  security,
  response: {
    200: envelopeSchema({ type: 'array', items: myTrainingSchema }),
    ...errorAnswers(401),
  },
} as const;
