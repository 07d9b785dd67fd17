// Reads the site search's answer (GET /prop/public/search, issue 35) into the contract's shapes, tolerant of a host
// that sends fewer fields: a group without a known kind, a hit without an id or title, is left out.
import { SEARCH_KINDS, type SearchGroup, type SearchHit, type SearchKind } from '@contract/search';
import { fieldsOf, numberOr, text, textOrNull } from '@/lib/adapt';

const isKind = (value: unknown): value is SearchKind =>
  typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
const PERSONS = ['creative', 'business', 'partner'] as const;

export function toSearchHit(raw: unknown): SearchHit | null {
  const f = fieldsOf(raw);
  const id = Number(f.id);
  if (!isKind(f.kind) || !Number.isInteger(id) || text(f.title) === '') return null;
  const person = PERSONS.find((kind) => kind === f.person) ?? null;
  return {
    kind: f.kind,
    id,
    title: text(f.title),
    subtitle: textOrNull(f.subtitle),
    person,
    created_at: text(f.created_at),
  };
}

export function toSearchGroups(body: unknown): SearchGroup[] {
  const groups = fieldsOf(fieldsOf(body).data).groups;
  if (!Array.isArray(groups)) return [];
  return groups.flatMap((raw): SearchGroup[] => {
    const f = fieldsOf(raw);
    if (!isKind(f.kind)) return [];
    const items = (Array.isArray(f.items) ? f.items : []).map(toSearchHit).filter((hit) => hit !== null);
    const meta = fieldsOf(f.meta);
    const limit = numberOr(meta.limit, items.length || 1);
    const total = numberOr(meta.total, items.length);
    return [
      {
        kind: f.kind,
        items,
        meta: {
          page: numberOr(meta.page, 1),
          limit,
          total,
          pages: numberOr(meta.pages, Math.ceil(total / limit)),
        },
      },
    ];
  });
}
