// Training registration and attendance (issue 33, docs/training.md): the caller's registration, registering and
// cancelling, My trainings, a training's registrants (its partner, or an admin) and check-in. Lazy: only the
// details page's registration panel, My trainings and the partner's screens load it.
import type { CheckIn, MyTraining, OwnRegistration, Registrant } from '@contract/training';
import { msg, t } from '@/i18n/runtime';
import { fieldsOf, text } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { apiBaseUrl, authorizationHeader } from '@/lib/api-session';
import { saveBlob } from '@/lib/save-file';
import { toCheckIn, toMyTraining, toOwnRegistration, toRegistrant } from './registration-adapter';

const dataOf = (body: unknown) => fieldsOf(body).data;
const listOf = <T>(body: unknown, read: (raw: unknown) => T): T[] => {
  const data = dataOf(body);
  return Array.isArray(data) ? data.map(read) : [];
};

export const registrationApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getMyRegistration: build.query<OwnRegistration | null, number>({
      query: (id) => `/prop/event/${id}/registration`,
      transformResponse: (body: unknown) => {
        const data = dataOf(body);
        return data ? toOwnRegistration(data) : null;
      },
      providesTags: (_r, _e, id) => [{ type: 'Registration', id }],
    }),
    registerForTraining: build.mutation<{ registration: OwnRegistration; message: string }, number>({
      query: (id) => ({ url: `/prop/event/${id}/registration`, method: 'POST' }),
      transformResponse: (body: unknown) => ({
        registration: toOwnRegistration(dataOf(body)),
        message: text(fieldsOf(body).message),
      }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Registration', id }, 'Registration', 'Event', 'Registrants'],
    }),
    cancelRegistration: build.mutation<unknown, number>({
      query: (id) => ({ url: `/prop/event/${id}/registration`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Registration', id }, 'Registration', 'Event', 'Registrants'],
    }),
    getMyTrainings: build.query<MyTraining[], void>({
      query: () => '/prop/my-trainings',
      transformResponse: (body: unknown) => listOf(body, toMyTraining),
      providesTags: ['Registration'],
    }),
    getRegistrants: build.query<Registrant[], number>({
      query: (id) => `/prop/event/${id}/registrations`,
      transformResponse: (body: unknown) => listOf(body, toRegistrant),
      providesTags: (_r, _e, id) => [{ type: 'Registrants', id }],
    }),
    checkIn: build.mutation<
      { result: CheckIn; message: string },
      { id: number; code?: string; registration_id?: number; attended?: boolean }
    >({
      query: ({ id, ...body }) => ({ url: `/prop/event/${id}/attendance`, method: 'POST', body }),
      transformResponse: (body: unknown) => ({
        result: toCheckIn(dataOf(body)),
        message: text(fieldsOf(body).message),
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Registrants', id }],
    }),
  }),
});

export const {
  useGetMyRegistrationQuery,
  useRegisterForTrainingMutation,
  useCancelRegistrationMutation,
  useGetMyTrainingsQuery,
  useGetRegistrantsQuery,
  useCheckInMutation,
} = registrationApi;

registerErrorToast('registerForTraining', msg('The registration could not be made. Please try again.'));
registerErrorToast('cancelRegistration', msg('The registration could not be cancelled. Please try again.'));
registerErrorToast('getMyTrainings', msg('Your trainings could not be loaded.'));
registerErrorToast('getRegistrants', msg('The registrations could not be loaded.'));

/** The registrants as a CSV file (the server's formula-safe export), saved by the browser. */
export async function downloadRegistrantsCsv(id: number): Promise<void> {
  const token = authorizationHeader();
  const response = await fetch(`${apiBaseUrl()}/prop/event/${id}/registrations?format=csv`, {
    headers: token ? { Authorization: token } : {},
  });
  if (!response.ok) throw new Error(t('The registrations could not be downloaded.'));
  saveBlob(await response.blob(), `training-${id}-registrations.csv`);
}
