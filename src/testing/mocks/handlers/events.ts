// MSW handlers for events (training, spec section 7): list as data.data (meta when paged), one event as
// data.data, create.
import { http } from 'msw';
import type { EventBody, EventItem } from '@contract/events';
import { fullAuthor, MOCK_STAMP } from '../../generators';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';
import { pageItems } from './content-paging';

/** An event as the server sends it (the contract's item); `overrides` replace any field. */
export function makeEvent(id: number, overrides: Partial<EventItem> = {}): EventItem {
  const images = overrides.images ?? [`/uploads/training-${id}.webp`];
  return {
    id,
    title: `Training ${id}`,
    description: `About training ${id}`,
    link: `https://example.com/training-${id}`,
    location: id % 2 ? 'Online' : 'Offline',
    date: '2026-12-01',
    time: '09:00',
    starts_at: '2026-12-01T08:00:00.000Z',
    images,
    image_variants: images.map(() => []),
    address: '12 Marina Road, Lagos',
    ...MOCK_STAMP,
    author: fullAuthor({ id: 7, name: 'Creative Futures Foundation' }),
    ...overrides,
  };
}

export const mockEvents: EventItem[] = Array.from({ length: 9 }, (_, i) => makeEvent(i + 1));

export const eventHandlers = [
  http.get(apiUrl('/prop/event/all'), ({ request }) => {
    const { items, meta } = pageItems(mockEvents, new URL(request.url), (e) => e.title);
    return okEnvelope({ data: items }, 'Events', meta ? { meta } : {});
  }),
  http.get(apiUrl('/prop/event/:id'), ({ params }) => {
    const item = mockEvents.find((e) => String(e.id) === params.id);
    return item ? okEnvelope({ data: item }, 'Event') : errorEnvelope(404, 'Event not found.');
  }),
  http.post(apiUrl('/prop/event'), async ({ request }) => {
    const body = (await request.json()) as EventBody;
    const created: EventItem = { ...makeEvent(1000), ...body, id: 1000 };
    return okEnvelope({ data: created }, 'Event successfully created', {});
  }),
];
