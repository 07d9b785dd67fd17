// MSW handlers for opportunities (spec section 7): lists as data.data (meta when paged), one item, create.
import { http } from 'msw';
import type { OpportunityBody, OpportunityItem } from '@contract/opportunities';
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS } from '@contract/options';
import { fullAuthor, MOCK_STAMP } from '../../generators';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';
import { byParam, pageItems } from './content-paging';

/** An opportunity as the server sends it (the contract's item); `overrides` replace any field. */
export function makeOpportunity(id: number, overrides: Partial<OpportunityItem> = {}): OpportunityItem {
  const images = overrides.images ?? [`/uploads/opportunity-${id}.webp`];
  return {
    id,
    title: `Opportunity ${id}`,
    description: `About opportunity ${id}`,
    link: `https://example.com/opportunity-${id}`,
    deadline: '2026-12-31T22:59:00.000Z',
    date: '2026-12-01',
    time: '09:00',
    starts_at: '2026-12-01T08:00:00.000Z',
    images,
    image_variants: images.map(() => []),
    address: 'Lagos',
    timing: id % 2 ? 'full-time' : 'remote',
    location: OPPORTUNITY_LOCATIONS[id % 3],
    level: OPPORTUNITY_LEVELS[id % 3],
    state: id % 2 === 0 ? 'Kano' : null,
    ...MOCK_STAMP,
    author: fullAuthor({ id: 7, name: 'Creative Futures Foundation' }),
    ...overrides,
  };
}

export const mockOpportunities: OpportunityItem[] = Array.from({ length: 10 }, (_, i) =>
  makeOpportunity(i + 1),
);

function list(items: OpportunityItem[], request: Request) {
  const url = new URL(request.url);
  let filtered = byParam(items, url, 'location', (o) => o.location);
  filtered = byParam(filtered, url, 'timing', (o) => o.timing);
  filtered = byParam(filtered, url, 'level', (o) => o.level);
  const { items: page, meta } = pageItems(filtered, url, (o) => o.title);
  return okEnvelope({ data: page }, 'Opportunities', meta ? { meta } : {});
}

export const opportunityHandlers = [
  http.get(apiUrl('/prop/opportunity/all'), ({ request }) => list(mockOpportunities, request)),
  http.get(apiUrl('/prop/opportunity'), ({ request }) =>
    request.headers.get('Authorization')
      ? list(mockOpportunities.slice(0, 2), request)
      : errorEnvelope(401, 'Please log in.'),
  ),
  http.get(apiUrl('/prop/opportunity/:id'), ({ params }) => {
    const item = mockOpportunities.find((o) => String(o.id) === params.id);
    return item ? okEnvelope(item, 'Opportunity') : errorEnvelope(404, 'Opportunity not found');
  }),
  http.post(apiUrl('/prop/opportunity'), async ({ request }) => {
    const body = (await request.json()) as OpportunityBody;
    const created: OpportunityItem = { ...makeOpportunity(1000), ...body, id: 1000 };
    return okEnvelope(created, 'Opportunity successfully created');
  }),
];
