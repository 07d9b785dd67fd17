// MSW handlers for skills: list, add by names, delete by id (an in-memory list per test file).
import { http } from 'msw';
import type { AddSkillsBody, SkillItem } from '@contract/skills';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

export const skillStore: SkillItem[] = [];

export function resetSkills(names: string[] = ['Tailoring', 'Photography']) {
  skillStore.splice(
    0,
    skillStore.length,
    ...names.map((name, index) => ({ id: index + 1, skill: { id: index + 1, name } })),
  );
}

export const skillHandlers = [
  http.get(apiUrl('/prop/skill'), () => okEnvelope(skillStore, 'Skills retrieved')),
  http.post(apiUrl('/prop/skill'), async ({ request }) => {
    const { skills } = (await request.json()) as AddSkillsBody;
    for (const name of skills) {
      const id = Math.max(0, ...skillStore.map((s) => s.id)) + 1;
      skillStore.push({ id, skill: { id, name } });
    }
    return okEnvelope(skillStore, 'Skills updated successfully!');
  }),
  http.delete(apiUrl('/prop/skill/:id'), ({ params }) => {
    const index = skillStore.findIndex((s) => s.id === Number(params.id));
    if (index < 0) return errorEnvelope(404, 'Skill not found.');
    skillStore.splice(index, 1);
    return okEnvelope(null, 'Skill deleted successfully!');
  }),
];
