// MSW handler for GET /clap/capabilities (issue 30): by default the mocked host offers every extension, as this
// server does. A test of a spec-only host answers 404 with server.use(http.get(apiUrl('/capabilities'), ...)), or
// renders with renderApp(..., { features: [] }).
import { http } from 'msw';
import { FEATURES, type Capabilities } from '@contract/capabilities';
import { apiUrl, okEnvelope } from '../utils';

export const ALL_CAPABILITIES: Capabilities = { features: [...FEATURES], version: '0.1.0' };

export const capabilitiesHandlers = [
  http.get(apiUrl('/capabilities'), () => okEnvelope(ALL_CAPABILITIES, 'What this portal offers')),
];
