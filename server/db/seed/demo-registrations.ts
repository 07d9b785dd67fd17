// Demo training registrations (issue 33, docs/demo-accounts.md "Trainings"): so a newcomer sees every state.
// - the first training (partner@demo.ng's, online, upcoming): 30 seats, a deadline the day before, a private joining
//   link, creative@demo.ng and business@demo.ng registered among others (check-in and the list to try);
// - the second (offline, Lagos): full, 4 seats taken and 3 people on the waiting list;
// - the fourth (offline, Ogun): moved 10 days into the past, 8 registered of whom 6 attended, creative@demo.ng among
//   them (My trainings shows it under Attended).
// Offline trainings get the state their address names. Codes are drawn as the registration route draws them.
import type { Insertable, Transaction } from 'kysely';
import { STATES } from '../../../contract/states';
import { newRegistrationCode } from '../../services/training-registrations';
import type { Database } from '../tables';

const DAY = 86_400_000;
const STATE_NAMES = new Set(STATES.map((s) => s.name));

/** The state an address ends with ('Wuse II, Abuja' is the FCT), or null. */
export function stateOfAddress(address: string): string | null {
  const last = address.split(',').at(-1)?.trim() ?? '';
  if (last === 'Abuja') return 'Federal Capital Territory';
  return STATE_NAMES.has(last) ? last : null;
}

interface DemoPeople {
  /** Active creatives, creative@demo.ng first. */
  creatives: readonly number[];
  /** Businesses, business@demo.ng first. */
  businesses: readonly number[];
}

export async function seedDemoRegistrations(
  trx: Transaction<Database>,
  events: readonly { id: number; location: string; address: string; starts_at: Date }[],
  people: DemoPeople,
  now: number,
): Promise<number> {
  for (const event of events)
    if (event.location === 'Offline')
      await trx
        .updateTable('events')
        .set({ state: stateOfAddress(event.address) })
        .where('id', '=', event.id)
        .execute();
  const [upcoming, full, , past] = events;
  const rows: Insertable<Database['event_registrations']>[] = [];
  const add = (
    eventId: number,
    accounts: readonly number[],
    status: 'registered' | 'waitlisted',
    extra: { attended_at?: Date; created_at: Date },
  ) => {
    for (const account_id of accounts)
      rows.push({ event_id: eventId, account_id, status, code: newRegistrationCode(), ...extra });
  };
  const { creatives, businesses } = people;

  await trx
    .updateTable('events')
    .set({
      capacity: 30,
      registration_deadline: new Date(upcoming.starts_at.getTime() - DAY),
      join_link: 'https://example.com/demo/trainings/1/join',
    })
    .where('id', '=', upcoming.id)
    .execute();
  add(upcoming.id, [creatives[0], businesses[0], ...creatives.slice(1, 6)], 'registered', {
    created_at: new Date(now - 2 * DAY),
  });

  await trx.updateTable('events').set({ capacity: 4 }).where('id', '=', full.id).execute();
  add(full.id, creatives.slice(6, 10), 'registered', { created_at: new Date(now - 3 * DAY) });
  add(full.id, [...creatives.slice(10, 12), businesses[1]], 'waitlisted', {
    created_at: new Date(now - DAY),
  });

  const pastStart = new Date(Math.floor((now - 10 * DAY) / 3_600_000) * 3_600_000);
  await trx
    .updateTable('events')
    .set({ capacity: 20, starts_at: pastStart })
    .where('id', '=', past.id)
    .execute();
  const attendees = [creatives[0], ...creatives.slice(12, 16), businesses[2]];
  add(past.id, attendees, 'registered', {
    created_at: new Date(pastStart.getTime() - 5 * DAY),
    attended_at: new Date(pastStart.getTime() + 10 * 60_000),
  });
  add(past.id, creatives.slice(16, 18), 'registered', {
    created_at: new Date(pastStart.getTime() - 4 * DAY),
  });

  await trx.insertInto('event_registrations').values(rows).execute();
  return rows.length;
}
