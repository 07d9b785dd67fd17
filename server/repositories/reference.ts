// Reference data read from the database: sectors with their categories, states with their LGAs, support types.
import type { Transaction } from 'kysely';
import type { ReferenceData } from '../../contract/reference';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';

function group<T extends { id: number; name: string }>(
  parents: T[],
  children: { parent: number; name: string }[],
) {
  const byParent = new Map<number, string[]>(parents.map((p) => [p.id, []]));
  for (const child of children) byParent.get(child.parent)?.push(child.name);
  return parents.map((p) => ({ id: p.id, name: p.name, items: byParent.get(p.id) ?? [] }));
}

export async function getReferenceData(db: DB | Transaction<Database>): Promise<ReferenceData> {
  const [sectors, categories, states, lgas, supportTypes] = await Promise.all([
    db.selectFrom('sectors').select(['id', 'name']).orderBy('sectors.id').execute(),
    db.selectFrom('categories').select(['sector_id as parent', 'name']).orderBy('categories.id').execute(),
    db.selectFrom('states').select(['id', 'name']).orderBy('states.id').execute(),
    db.selectFrom('lgas').select(['state_id as parent', 'name']).orderBy('lgas.id').execute(),
    db
      .selectFrom('support_types')
      .select(['key', 'label', 'question'])
      .orderBy('support_types.position')
      .execute(),
  ]);
  return {
    sectors: group(sectors, categories).map(({ id, name, items }) => ({ id, name, categories: items })),
    states: group(states, lgas).map(({ id, name, items }) => ({ id, name, lgas: items })),
    support_types: supportTypes,
  };
}
