// MSW handlers for opportunities (spec section 7): lists as data.data (meta when paged), one item, create.
import { http } from 'msw';
import type { OpportunityBody } from '@contract/content';
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS } from '@contract/options';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';
import { byParam, pageItems } from './content-paging';

/** An opportunity as the server sends it: the create body plus its id and start. */
export interface MockOpportunity extends OpportunityBody {
  id: number;
  starts_at: string;
}

export function makeOpportunity(id: number, overrides: Partial<MockOpportunity> = {}): MockOpportunity {
  return {
    id,
    title: `Opportunity ${id}`,
    description: `About opportunity ${id}`,
    link: `https://example.com/opportunity-${id}`,
    deadline: '2026-12-31T22:59:00.000Z',
    date: '2026-12-01',
    time: '09:00',
    starts_at: '2026-12-01T08:00:00.000Z',
    images: [`/uploads/opportunity-${id}.webp`],
    address: 'Lagos',
    timing: id % 2 ? 'full-time' : 'remote',
    location: OPPORTUNITY_LOCATIONS[id % 3],
    level: OPPORTUNITY_LEVELS[id % 3],
    ...overrides,
  };
}

export const mockOpportunities: MockOpportunity[] = Array.from({ length: 10 }, (_, i) =>
  makeOpportunity(i + 1),
);

function list(items: MockOpportunity[], request: Request) {
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
    const body = (await request.json()) as Partial<OpportunityBody>;
    return okEnvelope({ ...makeOpportunity(1000), ...body, id: 1000 }, 'Opportunity successfully created');
  }),
];
