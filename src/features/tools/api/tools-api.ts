// Tools (partner offers) endpoints of spec section 7: GET /prop/tool/all (public), GET /prop/tool (a partner's
// own), GET /prop/tool/{id}, POST /prop/tool, PUT /prop/tool/{id} (issue 14); server paging and filters are used
// when the response has meta.
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { readAdaptedItem } from '@/lib/item-response';
import { readArray, readListPage, matchesText, sameChoice, type ListPage } from '@/lib/list-response';
import type { ToolBody } from '@contract/tools';
import { toTool, type Tool } from './tool-adapter';

export const TOOLS_PAGE_SIZE = 9;

export type { Tool } from './tool-adapter';

export interface ToolFilters {
  price: string;
  type: string;
  sector: string;
}

export interface ToolsQuery extends ToolFilters {
  mine: boolean;
  page: number;
  q: string;
}

const keepTool = (query: ToolsQuery) => (tool: Tool) =>
  matchesText(tool.name, query.q) &&
  sameChoice(tool.price, query.price) &&
  sameChoice(tool.type, query.type) &&
  sameChoice(tool.sector, query.sector);

export const toolsApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getTools: build.query<ListPage<Tool>, ToolsQuery>({
      query: ({ mine, page, q, price, type, sector }) => ({
        url: mine ? '/prop/tool' : '/prop/tool/all',
        params: {
          page,
          limit: TOOLS_PAGE_SIZE,
          q: q || undefined,
          price: price || undefined,
          type: type || undefined,
          sector: sector || undefined,
        },
      }),
      transformResponse: (body: unknown, _meta, query) =>
        readListPage(body, query.page, TOOLS_PAGE_SIZE, toTool, keepTool(query)),
      providesTags: ['Tool'],
    }),
    getTool: build.query<Tool | null, number | string>({
      query: (id) => `/prop/tool/${encodeURIComponent(String(id))}`,
      transformResponse: readAdaptedItem(toTool),
      providesTags: (_result, _error, id) => [{ type: 'Tool', id: String(id) }],
    }),
    getOtherTools: build.query<Tool[], { authorId: number; exclude: number }>({
      query: ({ authorId, exclude }) => ({
        url: '/prop/tool/all',
        params: { author_id: authorId, exclude, random: true, limit: 2 },
      }),
      // Tolerant: an API without these filters returns everything; keep the author's, not this one, two at most.
      transformResponse: (body: unknown, _meta, { authorId, exclude }) =>
        readArray<unknown>(body)
          .map(toTool)
          .filter(
            (tool) => tool.id !== exclude && (tool.author?.id === undefined || tool.author.id === authorId),
          )
          .slice(0, 2),
      providesTags: ['Tool'],
    }),
    createTool: build.mutation<Tool | null, ToolBody>({
      query: (body) => ({ url: '/prop/tool', method: 'POST', body }),
      transformResponse: readAdaptedItem(toTool),
      invalidatesTags: ['Tool'],
    }),
    // Issue 14: the partner edits a tool (same body as creating it).
    editTool: build.mutation<Tool | null, { id: number; body: ToolBody }>({
      query: ({ id, body }) => ({ url: `/prop/tool/${id}`, method: 'PUT', body }),
      transformResponse: readAdaptedItem(toTool),
      invalidatesTags: ['Tool'],
    }),
  }),
});

export const {
  useGetToolsQuery,
  useGetToolQuery,
  useGetOtherToolsQuery,
  useCreateToolMutation,
  useEditToolMutation,
} = toolsApi;
