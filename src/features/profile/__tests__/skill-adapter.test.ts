// The skill adapter: the server's items read as is, a foreign host's shapes read too, junk dropped.
import { describe, expect, it } from 'vitest';
import type { SkillItem } from '@contract/skills';
import { normaliseSkills, toSkill } from '../api/skill-adapter';

describe('skills adapter', () => {
  it('reads the contract items the server sends into flat skills', () => {
    const items: SkillItem[] = [
      { id: 4, skill: { id: 9, name: 'Tailoring' } },
      { id: 5, skill: { id: 2, name: 'Photography' } },
    ];
    expect(normaliseSkills({ status: true, data: items })).toEqual([
      { id: 4, name: 'Tailoring' },
      { id: 5, name: 'Photography' },
    ]);
  });

  it('reads data.data, flat items and bare names from another host', () => {
    expect(normaliseSkills({ data: { data: [{ id: '3', name: 'Drumming' }, 'Weaving'] } })).toEqual([
      { id: 3, name: 'Drumming' },
      { id: -2, name: 'Weaving' },
    ]);
  });

  it('drops items without a name, and answers none for anything but a list', () => {
    expect(toSkill({ id: 1, skill: { id: 2 } }, 0)).toBeNull();
    expect(toSkill(7, 0)).toBeNull();
    expect(normaliseSkills({ data: 'skills' })).toEqual([]);
    expect(normaliseSkills(null)).toEqual([]);
  });
});
