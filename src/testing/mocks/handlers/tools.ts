// MSW handlers for tools (spec section 7): public and own lists (data is the list, meta when paged), one tool,
// create (approved partners only, like the server).
import { delay, http } from 'msw';
import type { ToolBody, ToolItem } from '@contract/tools';
import { fullAuthor, MOCK_STAMP } from '../../generators';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';
import { byParam, pageItems } from './content-paging';

/** A tool as the server sends it (the contract's item); `overrides` replace any field. */
export function makeTool(id: number, overrides: Partial<ToolItem> = {}): ToolItem {
  const images = overrides.images ?? [`/uploads/tool-${id}.webp`];
  return {
    id,
    name: `Tool ${id}`,
    description: `Description of tool ${id}`,
    link: `https://example.com/tool-${id}`,
    images,
    image_variants: images.map(() => []),
    sector: id % 2 ? 'Music' : 'Design',
    offer: `${10 + id}% off`,
    type: id % 3 === 0 ? 'membership' : 'subscription',
    price: id % 2 ? 'paid' : 'free',
    category: null,
    ...MOCK_STAMP,
    author: fullAuthor({ id: id % 4 === 0 ? 99 : 7, name: 'Creative Futures Foundation' }),
    ...overrides,
  };
}

export const mockTools: ToolItem[] = Array.from({ length: 14 }, (_, i) => makeTool(i + 1));
export const myTools: ToolItem[] = mockTools.filter((tool) => tool.author.id === 99);

function listTools(items: ToolItem[], request: Request) {
  const url = new URL(request.url);
  let list = byParam(items, url, 'price', (t) => t.price);
  list = byParam(list, url, 'type', (t) => t.type);
  list = byParam(list, url, 'sector', (t) => t.sector);
  const authorId = url.searchParams.get('author_id');
  if (authorId) list = list.filter((t) => String(t.author.id) === authorId);
  const exclude = url.searchParams.get('exclude');
  if (exclude) list = list.filter((t) => String(t.id) !== exclude);
  const { items: page, meta } = pageItems(list, url, (t) => t.name);
  return okEnvelope(page, 'Tools', meta ? { meta } : {});
}

export const toolHandlers = [
  // A little network time, as in real life, so loading states can be seen.
  http.get(apiUrl('/prop/tool/all'), async ({ request }) => {
    await delay(100);
    return listTools(mockTools, request);
  }),
  http.get(apiUrl('/prop/tool'), ({ request }) =>
    request.headers.get('Authorization') ? listTools(myTools, request) : errorEnvelope(401, 'Please log in.'),
  ),
  http.get(apiUrl('/prop/tool/:id'), ({ params }) => {
    const tool = mockTools.find((t) => String(t.id) === params.id);
    return tool ? okEnvelope(tool, 'Tool') : errorEnvelope(404, 'Tool not found.');
  }),
  http.post(apiUrl('/prop/tool'), async ({ request }) => {
    const body = (await request.json()) as ToolBody;
    const created: ToolItem = { ...makeTool(1000), ...body, id: 1000 };
    return okEnvelope(created, 'Tool successfully created');
  }),
];
