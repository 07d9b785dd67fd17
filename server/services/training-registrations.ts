// Training registration and attendance (issue 33, docs/training.md "Registration" and "Attendance"):
// - register: the seat check and the insert run in one transaction holding the training's row lock (select ... for
//   update), so concurrent registrations for the last seats are counted one after another and never oversell;
// - cancel: the first on the waiting list is moved up in the same transaction and told by e-mail;
// - check-in by code or by ticking a registrant; the 24-hour reminders.
// Mails are written to the outbox inside the transaction and the worker is kicked after the commit.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  REGISTRATION_CODE_ALPHABET,
  REGISTRATION_CODE_LENGTH,
  TRAINING_MESSAGES as M,
  normaliseRegistrationCode,
} from '../../contract/training';
import { VERIFY_EMAIL_MESSAGE } from '../../contract/verify-email';
import { conflict, forbidden, HttpError, notFound } from '../lib/http-errors';
import { trainingMail, type TrainingMailKind } from '../lib/training-mail';
import type { AccountKind } from '../../contract/accounts';
import type { Executor } from '../repositories/accounts';
import {
  claimDueReminders,
  codeUsedElsewhere,
  countRegistered,
  deleteRegistration,
  findPerson,
  findRegistration,
  findRegistrationBy,
  findTraining,
  insertRegistration,
  markReminded,
  promoteFirstWaiting,
  setAttended,
  wasTakenDown,
  type LockedEvent,
  type RegistrationRow,
} from '../repositories/event-registrations';
import { enqueueMail } from '../repositories/mail-outbox';
import { notify } from '../repositories/notifications';

/** What these flows read of the signed-in caller (plugins/auth.ts's Caller has it; services do not import plugins). */
export interface Caller {
  id: number;
  kind: AccountKind;
  emailVerified: boolean;
}

const EVENT_NOT_FOUND = 'Event not found.';
const gone = (message: string) => new HttpError(410, message);
const badInput = (message: string) => new HttpError(400, message);

/** 8 characters drawn uniformly (crypto.randomInt) from the 31-character unambiguous alphabet: ~8.5e11 codes. */
export function newRegistrationCode(): string {
  let code = '';
  for (let i = 0; i < REGISTRATION_CODE_LENGTH; i++)
    code += REGISTRATION_CODE_ALPHABET[randomInt(REGISTRATION_CODE_ALPHABET.length)];
  return code;
}

/** The training, or 404 (unknown, or its author blacklisted) / 410 (taken down by an admin). */
async function trainingOr404(db: Executor, id: number, lock: boolean): Promise<LockedEvent> {
  const event = await findTraining(db, id, { lock });
  if (event) return event;
  if (await wasTakenDown(db, id)) throw gone(M.takenDown);
  throw notFound(EVENT_NOT_FOUND);
}

/** Registration closes at the deadline, and at the start time in any case. */
function assertOpen(event: LockedEvent, now: Date): void {
  if (now >= event.starts_at) throw conflict(M.started);
  if (event.registration_deadline && now > event.registration_deadline) throw conflict(M.closed);
}

const NOTIFIED_TRAINING_MAILS: Partial<
  Record<TrainingMailKind, 'registration_confirmed' | 'registration_promoted'>
> = { registered: 'registration_confirmed', promoted: 'registration_promoted' };

/** Writes one of the training mails for `accountId` into the outbox (inside the caller's transaction), and for a
 * seat confirmed or moved up, its notification. */
async function queueTrainingMail(
  app: FastifyInstance,
  db: Executor,
  kind: TrainingMailKind,
  event: LockedEvent,
  accountId: number,
  code: string,
): Promise<void> {
  const person = await findPerson(db, accountId);
  if (!person) return;
  // A seat confirmed or won from the waiting list is also in the member's notification centre.
  const notice = NOTIFIED_TRAINING_MAILS[kind];
  if (notice)
    await notify(db, accountId, {
      kind: notice,
      title: event.title,
      item: { kind: 'training', id: event.id },
    });
  await enqueueMail(
    db,
    trainingMail({
      kind,
      to: person.email,
      name: person.name === person.email ? undefined : person.name,
      language: person.language,
      code,
      training: event,
      publicUrl: app.config.publicUrl,
    }),
  );
}

export interface RegistrationOutcome {
  registration: RegistrationRow;
  event: LockedEvent;
  created: boolean;
}

/** Registers the caller (201), or answers their existing registration (200). */
export async function register(
  app: FastifyInstance,
  caller: Caller,
  eventId: number,
): Promise<RegistrationOutcome> {
  if (caller.kind !== 'creative' && caller.kind !== 'business') throw forbidden(M.wrongKind);
  if (!caller.emailVerified) throw forbidden(VERIFY_EMAIL_MESSAGE);
  const outcome = await app.db.transaction().execute(async (trx) => {
    const event = await trainingOr404(trx, eventId, true);
    const existing = await findRegistration(trx, eventId, caller.id);
    if (existing) return { registration: existing, event, created: false };
    assertOpen(event, new Date());
    const taken = await countRegistered(trx, eventId);
    const status = event.capacity === null || taken < event.capacity ? 'registered' : 'waitlisted';
    let registration: RegistrationRow | undefined;
    // A clash of codes within one training is rare (1 in ~10^9 per pair); draw again until one is free.
    for (let attempt = 0; !registration && attempt < 20; attempt++)
      registration = await insertRegistration(trx, {
        event_id: eventId,
        account_id: caller.id,
        status,
        code: newRegistrationCode(),
      });
    if (!registration) throw new Error('could not draw a free registration code');
    await queueTrainingMail(app, trx, status, event, caller.id, registration.code);
    return { registration, event, created: true };
  });
  if (outcome.created) app.mailOutbox.kick();
  return outcome;
}

/** The caller's registration for one training, or null. */
export async function ownRegistration(app: FastifyInstance, caller: Caller, eventId: number) {
  const event = await trainingOr404(app.db, eventId, false);
  const registration = await findRegistration(app.db, eventId, caller.id);
  return registration ? { registration, event } : null;
}

/** Cancels the caller's registration; a freed seat goes at once to the first on the waiting list, who is mailed. */
export async function cancel(app: FastifyInstance, caller: Caller, eventId: number): Promise<void> {
  if (caller.kind !== 'creative' && caller.kind !== 'business') throw forbidden(M.wrongKind);
  const promoted = await app.db.transaction().execute(async (trx) => {
    const event = await trainingOr404(trx, eventId, true);
    const registration = await findRegistration(trx, eventId, caller.id);
    if (!registration) throw notFound(M.notRegistered);
    // After the start the list is the attendance record: it stays as it is.
    if (new Date() >= event.starts_at) throw conflict(M.started);
    await deleteRegistration(trx, registration.id);
    if (registration.status !== 'registered') return false;
    const taken = await countRegistered(trx, eventId);
    if (event.capacity !== null && taken >= event.capacity) return false;
    const next = await promoteFirstWaiting(trx, eventId);
    if (!next) return false;
    await queueTrainingMail(app, trx, 'promoted', event, next.account_id, next.code);
    return true;
  });
  if (promoted) app.mailOutbox.kick();
}

/** After an edit: seats the partner added (or a limit removed) go at once to the waiting list, oldest first, each
 * told by e-mail, as a cancellation's seat does. Nothing moves once the training has started. Returns how many moved. */
export async function fillFreedSeats(app: FastifyInstance, eventId: number): Promise<number> {
  const moved = await app.db.transaction().execute(async (trx) => {
    const event = await findTraining(trx, eventId, { lock: true });
    if (!event || new Date() >= event.starts_at) return 0;
    let count = 0;
    let taken = await countRegistered(trx, eventId);
    while (event.capacity === null || taken < event.capacity) {
      const next = await promoteFirstWaiting(trx, eventId);
      if (!next) break;
      await queueTrainingMail(app, trx, 'promoted', event, next.account_id, next.code);
      taken += 1;
      count += 1;
    }
    return count;
  });
  if (moved > 0) app.mailOutbox.kick();
  return moved;
}

/** The training's partner (its author) or an admin; anyone else 403, an unknown training 404. */
export async function assertRunsTraining(app: FastifyInstance, caller: Caller, eventId: number) {
  const event = await trainingOr404(app.db, eventId, false);
  if (caller.kind !== 'admin' && event.author_id !== caller.id) throw forbidden(M.notOwner);
  return event;
}

export interface CheckInResult {
  id: number;
  name: string;
  status: 'registered' | 'waitlisted';
  attended_at: string | null;
  message: string;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Marks attendance by the code shown at the door, or by a registrant's id (online trainings: the partner ticks the
 * list; `attended: false` takes a tick back). A wrong code, another training's code, a waitlisted person and a second
 * check-in each get their own answer; the second check-in's answer carries the first one's time.
 */
export async function checkIn(
  app: FastifyInstance,
  caller: Caller,
  eventId: number,
  body: { code?: string; registration_id?: number; attended?: boolean },
): Promise<CheckInResult> {
  await assertRunsTraining(app, caller, eventId);
  const code = body.code === undefined ? undefined : normaliseRegistrationCode(body.code);
  if (code === undefined && body.registration_id === undefined) throw badInput(M.codeOrId);
  const found = await findRegistrationBy(
    app.db,
    eventId,
    code !== undefined ? { code } : { id: body.registration_id! },
  );
  if (!found) {
    if (code !== undefined && (await codeUsedElsewhere(app.db, eventId, code)))
      throw conflict(M.otherTraining);
    throw notFound(M.unknownCode);
  }
  const who = { id: found.id, name: found.name, status: found.status };
  if (found.status !== 'registered') throw conflict(M.waitlistedCode);
  const attended = code !== undefined ? true : body.attended !== false;
  if (!attended) {
    await setAttended(app.db, found.id, false);
    return { ...who, attended_at: null, message: M.unchecked };
  }
  const marked = await setAttended(app.db, found.id, true, { onlyIfAbsent: true });
  if (!marked)
    throw new HttpError(409, M.alreadyCheckedIn, {}, { ...who, attended_at: isoOrNull(found.attended_at) });
  return { ...who, attended_at: isoOrNull(marked.attended_at), message: M.checkedIn };
}

/** How far ahead the reminder goes out. */
export const REMINDER_AHEAD_MS = 24 * 3_600_000;
const REMINDER_BATCH = 50;

/** Sends the reminders that are due (registered seats of trainings starting within 24 hours, not yet reminded),
 * each once: the rows are claimed (locked, skipping rows another process holds) and marked in one transaction with
 * their mails. Returns how many went out. */
export async function sendDueReminders(
  app: FastifyInstance,
  /** Checked between batches: the process is closing (each batch is its own transaction, so the rest waits for the
   * next pass, in this process or another). */
  stop: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  while (!stop()) {
    const sent = await app.db.transaction().execute(async (trx) => {
      const due = await claimDueReminders(trx, REMINDER_AHEAD_MS, REMINDER_BATCH);
      for (const row of due) {
        const event = await findTraining(trx, row.event_id);
        if (event) await queueTrainingMail(app, trx, 'reminder', event, row.account_id, row.code);
      }
      await markReminded(
        trx,
        due.map((row) => row.id),
      );
      return due.length;
    });
    total += sent;
    if (sent < REMINDER_BATCH) break;
  }
  if (total > 0) app.mailOutbox.kick();
  return total;
}
