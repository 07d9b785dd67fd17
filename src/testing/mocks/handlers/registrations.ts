// MSW handlers for training registration and attendance (issue 33), typed by the contract: by default nobody is
// registered, registering gives a seat with the code ABCD2345, My trainings and the registrants are empty, and a
// check-in succeeds. Tests override with server.use(...).
import { http } from 'msw';
import type { CheckIn, MyTraining, OwnRegistration, Registrant } from '@contract/training';
import { apiUrl, okEnvelope } from '../utils';

export const MOCK_REGISTRATION_CODE = 'ABCD2345';

export function makeOwnRegistration(overrides: Partial<OwnRegistration> = {}): OwnRegistration {
  return {
    status: 'registered',
    code: MOCK_REGISTRATION_CODE,
    created_at: '2026-11-20T10:00:00.000Z',
    attended_at: null,
    join_link: null,
    ...overrides,
  };
}

export function makeRegistrant(id: number, overrides: Partial<Registrant> = {}): Registrant {
  return {
    id,
    name: `Participant ${id}`,
    email: `participant${id}@example.com`,
    phone: '+2348012345678',
    state: 'Lagos',
    kind: 'creative',
    status: 'registered',
    created_at: '2026-11-20T10:00:00.000Z',
    attended_at: null,
    ...overrides,
  };
}

export const registrationHandlers = [
  http.get(apiUrl('/prop/event/:id/registration'), () => okEnvelope(null, 'Your registration')),
  http.post(apiUrl('/prop/event/:id/registration'), () =>
    okEnvelope(makeOwnRegistration(), 'You are registered for this training.'),
  ),
  http.delete(apiUrl('/prop/event/:id/registration'), () =>
    okEnvelope({}, 'Your registration has been cancelled.'),
  ),
  http.get(apiUrl('/prop/my-trainings'), () => okEnvelope<MyTraining[]>([], 'Your trainings')),
  http.get(apiUrl('/prop/event/:id/registrations'), () => okEnvelope<Registrant[]>([], 'Registrations')),
  http.post(apiUrl('/prop/event/:id/attendance'), () =>
    okEnvelope<CheckIn>(
      { id: 1, name: 'Participant 1', status: 'registered', attended_at: '2026-12-01T08:05:00.000Z' },
      'Checked in.',
    ),
  ),
];
