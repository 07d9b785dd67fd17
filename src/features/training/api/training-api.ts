// Event (training) endpoints of spec section 7: GET /prop/event/all (data.data), GET /prop/event/{id}
// (data.data), POST /prop/event, PUT /prop/event/{id} (issue 14).
import type { EventBody } from '@contract/events';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { readAdaptedItem } from '@/lib/item-response';
import { matchesText, readListPage, type ListPage } from '@/lib/list-response';
import { toTrainingEvent, type TrainingEvent } from './training-adapter';

export const TRAINING_PAGE_SIZE = 4;

export type { TrainingEvent } from './training-adapter';

export const trainingApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    // state (issue 33): offline trainings in one state; only sent when chosen.
    getEvents: build.query<ListPage<TrainingEvent>, { page: number; q: string; state?: string }>({
      query: ({ page, q, state }) => ({
        url: '/prop/event/all',
        params: { page, limit: TRAINING_PAGE_SIZE, q: q || undefined, state: state || undefined },
      }),
      transformResponse: (body: unknown, _meta, query) =>
        readListPage(body, query.page, TRAINING_PAGE_SIZE, toTrainingEvent, (e) =>
          matchesText(e.title, query.q),
        ),
      providesTags: ['Event'],
    }),
    getEvent: build.query<TrainingEvent | null, string>({
      query: (id) => `/prop/event/${encodeURIComponent(id)}`,
      transformResponse: readAdaptedItem(toTrainingEvent),
      providesTags: (_r, _e, id) => [{ type: 'Event', id }],
    }),
    createEvent: build.mutation<unknown, EventBody>({
      query: (body) => ({ url: '/prop/event', method: 'POST', body }),
      invalidatesTags: ['Event'],
    }),
    // Issue 14: the partner edits a training event (same body as creating it).
    editEvent: build.mutation<unknown, { id: number; body: EventBody }>({
      query: ({ id, body }) => ({ url: `/prop/event/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Event'],
    }),
  }),
});

export const { useGetEventsQuery, useGetEventQuery, useCreateEventMutation, useEditEventMutation } =
  trainingApi;
