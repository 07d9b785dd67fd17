// MSW handlers for the portal identity (issue 31): the public read and the admin's read, edit and reset, typed by
// the contract. State lives in `mockIdentity`; tests change it or call resetMockIdentity().
import { http, HttpResponse } from 'msw';
import {
  checkIdentity,
  DEMO_IDENTITY,
  type AdminIdentityView,
  type PortalIdentity,
} from '@contract/portal-identity';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

export const mockIdentity: { environment: PortalIdentity; stored: PortalIdentity | null } = {
  environment: { ...DEMO_IDENTITY },
  stored: null,
};

export function resetMockIdentity(): void {
  mockIdentity.environment = { ...DEMO_IDENTITY };
  mockIdentity.stored = null;
}

const current = () => mockIdentity.stored ?? mockIdentity.environment;

const adminView = (): AdminIdentityView => ({
  identity: current(),
  environment: mockIdentity.environment,
  stored: mockIdentity.stored !== null,
  updated_at: mockIdentity.stored ? '2026-11-28T01:00:00.000Z' : null,
  updated_by: mockIdentity.stored ? 1 : null,
});

export const portalIdentityHandlers = [
  http.get(apiUrl('/prop/public/identity'), () => okEnvelope(current(), 'Portal identity')),
  http.get(apiUrl('/prop/admin/identity'), () => okEnvelope(adminView(), 'Portal identity')),
  http.put(apiUrl('/prop/admin/identity'), async ({ request }) => {
    const checked = checkIdentity((await request.json()) as PortalIdentity);
    if (!checked.ok) {
      return HttpResponse.json(
        {
          status: false,
          message: 'The portal identity has fields that are not valid.',
          data: { problems: checked.problems },
        },
        { status: 400 },
      );
    }
    mockIdentity.stored = checked.identity;
    return okEnvelope(adminView(), 'Portal identity saved.');
  }),
  http.delete(apiUrl('/prop/admin/identity'), () => {
    if (!mockIdentity.stored) return errorEnvelope(404, 'Not found.');
    mockIdentity.stored = null;
    return okEnvelope(adminView(), "The environment's portal identity is in use again.");
  }),
];
