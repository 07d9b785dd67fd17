// Training registration and attendance (issue 33, sections 1 and 2; docs/training.md): the shapes the portal and the
// server both speak, as JSON schemas `as const` with their types derived from them (FromSchema, type-only), the
// registration code's alphabet, and the server's sentences (codes in contract/messages). No runtime imports but the
// schema fragments.
import type { FromSchema } from 'json-schema-to-ts';
import {
  anyInteger,
  anyString,
  dateTime,
  nullableDateTime,
  nullableString,
  objectOf,
  optionalObjectOf,
} from './schema-fragments';

/** 31 characters nobody confuses when read aloud or off a phone: no 0/O, 1/I/L. */
export const REGISTRATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REGISTRATION_CODE_LENGTH = 8;

/** A typed code as the server compares it: upper case, without spaces or dashes. */
export function normaliseRegistrationCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/g, '');
}

export const REGISTRATION_STATUSES = ['registered', 'waitlisted'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
const registrationStatus = { type: 'string', enum: REGISTRATION_STATUSES } as const;

/** The caller's own registration for one training (POST/GET /prop/event/{id}/registration). */
export const ownRegistrationSchema = objectOf({
  status: registrationStatus,
  code: anyString,
  created_at: dateTime,
  attended_at: nullableDateTime,
  /** The private joining link of an online training: to registered people only (null while waitlisted). */
  join_link: nullableString,
});
export type OwnRegistration = FromSchema<typeof ownRegistrationSchema>;

/** One line of My trainings (GET /prop/my-trainings): the registration and what the member needs of the training. */
export const myTrainingSchema = objectOf({
  event_id: anyInteger,
  title: anyString,
  starts_at: dateTime,
  date: anyString,
  time: anyString,
  location: anyString,
  address: nullableString,
  state: nullableString,
  join_link: nullableString,
  status: registrationStatus,
  code: anyString,
  attended_at: nullableDateTime,
});
export type MyTraining = FromSchema<typeof myTrainingSchema>;

/** One registrant as the training's partner (or an admin) sees them (GET /prop/event/{id}/registrations). */
export const registrantSchema = objectOf({
  id: anyInteger,
  name: anyString,
  email: anyString,
  phone: nullableString,
  state: nullableString,
  kind: anyString,
  status: registrationStatus,
  created_at: dateTime,
  attended_at: nullableDateTime,
});
export type Registrant = FromSchema<typeof registrantSchema>;

/** The CSV's header, in the order of its columns. */
export const REGISTRANTS_CSV_HEADER = [
  'name',
  'email',
  'phone',
  'state',
  'kind',
  'status',
  'registered_at',
  'attended_at',
] as const;

/** Check-in (POST /prop/event/{id}/attendance): a code typed or scanned at the door, or a ticked registrant. */
export const attendanceBodySchema = optionalObjectOf({
  code: { type: 'string', minLength: 1, maxLength: 32 },
  registration_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  /** With registration_id: false takes a tick back (a mistaken tick in the list). Default true. */
  attended: { type: 'boolean' },
});
export type AttendanceBody = FromSchema<typeof attendanceBodySchema>;

/** The check-in's answer: who was marked, so the partner sees the right person came in. */
export const checkInSchema = objectOf({
  id: anyInteger,
  name: anyString,
  status: registrationStatus,
  attended_at: nullableDateTime,
});
export type CheckIn = FromSchema<typeof checkInSchema>;

/** The server's sentences (each has a code in contract/messages, in the five languages). */
export const TRAINING_MESSAGES = {
  registered: 'You are registered for this training.',
  waitlisted: 'The training is full: you are on the waiting list.',
  existing: 'You are already registered for this training.',
  cancelled: 'Your registration has been cancelled.',
  yours: 'Your registration',
  notRegistered: 'You are not registered for this training.',
  wrongKind: 'Only creatives and businesses can register for a training.',
  closed: 'Registration for this training has closed.',
  started: 'This training has already started.',
  takenDown: 'This training was taken down and no longer takes registrations.',
  registrants: 'Registrations',
  notOwner: 'Only the partner running this training or an administrator can do this.',
  checkedIn: 'Checked in.',
  unchecked: 'Attendance removed.',
  unknownCode: 'No registration for this training has this code.',
  otherTraining: 'This code belongs to another training.',
  alreadyCheckedIn: 'This person has already been checked in.',
  waitlistedCode: 'This person is on the waiting list and has no seat.',
  codeOrId: 'Send the registration code, or the registration to mark.',
  myTrainings: 'Your trainings',
  capacityInvalid: 'Capacity must be a whole number of seats, at least 1.',
  deadlineInvalid: 'The registration deadline must be a valid date and time, before the training starts.',
  stateInvalid: 'State must be one of the 36 states or the FCT.',
} as const;
