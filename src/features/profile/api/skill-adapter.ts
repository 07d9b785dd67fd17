// The one reader of the skills in the API's answers: the contract's items ([{ id, skill: { id, name } }], spec
// section 3) into the portal's flat Skill, tolerant of a host that nests the list in data.data or sends bare names.
import type { SkillItem } from '@contract/skills';
import { fieldsOf } from '@/lib/adapt';
import { envelopeData } from '@/lib/own-profile-api';

/** A skill as the editor shows it: the account's link id (what a delete takes) and the catalogue name. */
export interface Skill {
  id: SkillItem['id'];
  name: SkillItem['skill']['name'];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** One raw skill: the contract's item, a flat { id, name } or a bare name (given a negative id); null for junk. */
export function toSkill(raw: unknown, index: number): Skill | null {
  if (typeof raw === 'string') return { id: -index - 1, name: raw };
  if (!isObject(raw)) return null;
  const name = isObject(raw.skill) ? fieldsOf(raw.skill).name : raw.name;
  return typeof name === 'string' ? { id: Number(raw.id), name } : null;
}

/** The skills of an answer: data, or data.data. */
export function normaliseSkills(body: unknown): Skill[] {
  let data = envelopeData(body);
  if (isObject(data) && Array.isArray(data.data)) data = data.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown, index) => toSkill(item, index) ?? []);
}
