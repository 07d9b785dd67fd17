// Reference data from the shared src/data modules: sectors with categories, states with LGAs, support types.
// Each group is seeded only while its table is empty, in bulk inserts (a few statements, well under a second).
import type { Transaction } from 'kysely';
import { SECTORS } from '../../../contract/sectors';
import { STATES } from '../../../contract/states';
import { SUPPORT_TYPES } from '../../../contract/support-types';
import type { Database } from '../tables';

export interface ReferenceSeedResult {
  sectors: number;
  states: number;
  supportTypes: number;
}

async function isEmpty(
  trx: Transaction<Database>,
  table: 'sectors' | 'states' | 'support_types',
): Promise<boolean> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function seedReference(trx: Transaction<Database>): Promise<ReferenceSeedResult> {
  const result: ReferenceSeedResult = { sectors: 0, states: 0, supportTypes: 0 };

  if (await isEmpty(trx, 'sectors')) {
    const sectors = await trx
      .insertInto('sectors')
      .values(SECTORS.map((s) => ({ name: s.name })))
      .returning(['id', 'name'])
      .execute();
    const idOf = new Map(sectors.map((s) => [s.name, s.id]));
    await trx
      .insertInto('categories')
      .values(SECTORS.flatMap((s) => s.categories.map((name) => ({ sector_id: idOf.get(s.name)!, name }))))
      .execute();
    result.sectors = sectors.length;
  }

  if (await isEmpty(trx, 'states')) {
    const states = await trx
      .insertInto('states')
      .values(STATES.map((s) => ({ name: s.name })))
      .returning(['id', 'name'])
      .execute();
    const idOf = new Map(states.map((s) => [s.name, s.id]));
    await trx
      .insertInto('lgas')
      .values(STATES.flatMap((s) => s.lgas.map((name) => ({ state_id: idOf.get(s.name)!, name }))))
      .execute();
    result.states = states.length;
  }

  if (await isEmpty(trx, 'support_types')) {
    await trx
      .insertInto('support_types')
      .values(
        SUPPORT_TYPES.map((t, position) => ({ key: t.key, label: t.label, question: t.question, position })),
      )
      .execute();
    result.supportTypes = SUPPORT_TYPES.length;
  }

  return result;
}
