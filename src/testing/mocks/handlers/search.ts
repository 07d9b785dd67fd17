// MSW handler for the site search (GET /prop/public/search, issue 35), typed by the contract: a small fixed index
// searched by folded, case-free words in any order, grouped by kind, five a page, so the page's tests can page a group.
import { http } from 'msw';
import {
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '@contract/search';
import { MOCK_STAMP } from '../../generators';
import { apiUrl, okEnvelope } from '../utils';

const hit = (kind: SearchKind, id: number, title: string, subtitle: string | null = null): SearchHit => ({
  kind,
  id,
  title,
  subtitle,
  person: kind === 'people' ? 'creative' : null,
  created_at: MOCK_STAMP.created_at,
});

export const SEARCH_INDEX: SearchHit[] = [
  hit('people', 11, 'Adéwálé Ọlọ́ṣẹ', 'Music'),
  ...Array.from({ length: 7 }, (_, i) => hit('posts', 100 + i, `Ankara story ${i + 1}`, 'Adéwálé Ọlọ́ṣẹ')),
  hit('products', 21, 'Ankara wrapper', 'Kente Works'),
  hit('trainings', 31, 'Ankara sewing class', 'Arts Fund'),
];

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function searchGroupsOf(q: string, kind?: SearchKind, page = 1): SearchGroup[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  const matches = SEARCH_INDEX.filter((each) => words.every((word) => fold(each.title).includes(word)));
  return (kind ? [kind] : SEARCH_KINDS).map((each) => {
    const all = matches.filter((m) => m.kind === each);
    const at = kind ? page : 1;
    return {
      kind: each,
      items: all.slice((at - 1) * SEARCH_PAGE_SIZE, at * SEARCH_PAGE_SIZE),
      meta: {
        page: at,
        limit: SEARCH_PAGE_SIZE,
        total: all.length,
        pages: Math.ceil(all.length / SEARCH_PAGE_SIZE),
      },
    };
  });
}

export const searchHandlers = [
  http.get(apiUrl('/prop/public/search'), ({ request }) => {
    const url = new URL(request.url);
    const q = url.searchParams.get('q') ?? '';
    const kind = (url.searchParams.get('kind') ?? undefined) as SearchKind | undefined;
    const page = Number(url.searchParams.get('page') ?? '1');
    return okEnvelope({ q, groups: searchGroupsOf(q, kind, page) }, 'Search results');
  }),
];
