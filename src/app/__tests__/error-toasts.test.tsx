// Lives with the app: it assembles the real store (app/store) around the error-toast listener (lib/error-toasts).
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { api, registerErrorToast } from '@/lib/api';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope } from '@/testing/mocks/utils';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    toastProbe: build.query<unknown, number>({ query: (id) => `/prop/probe/${id}` }),
    silentProbe: build.query<unknown, void>({ query: () => '/prop/silent' }),
    refusalProbe: build.mutation<unknown, void>({ query: () => ({ url: '/prop/refusal', method: 'POST' }) }),
    signInProbe: build.mutation<unknown, void>({
      query: () => ({ url: '/prop/sign-in-probe', method: 'POST' }),
    }),
  }),
});
registerErrorToast('toastProbe', 'Something went wrong');
registerErrorToast('refusalProbe', { refused: 'Refused without a word.', noResponse: 'No answer came.' });
registerErrorToast('signInProbe', { refused: 'Log in failed!', noResponse: 'Log in failed!', signIn: true });

describe('error toasts', () => {
  it('toasts the server message once for an opted-in endpoint, nothing for others', async () => {
    server.use(
      http.get(apiUrl('/prop/probe/:id'), () => errorEnvelope(404, 'Opportunity not found')),
      http.get(apiUrl('/prop/silent'), () => errorEnvelope(500, 'Hidden')),
    );
    const store = makeStore();
    render(<ToastContainer />);
    await store.dispatch(testApi.endpoints.toastProbe.initiate(1));
    await store.dispatch(testApi.endpoints.toastProbe.initiate(2));
    await store.dispatch(testApi.endpoints.silentProbe.initiate());
    expect(await screen.findByText('Opportunity not found')).toBeInTheDocument();
    expect(screen.getAllByText('Opportunity not found')).toHaveLength(1);
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('uses the fallback when the server sends no message', async () => {
    server.use(http.get(apiUrl('/prop/probe/:id'), () => new Response(null, { status: 502 })));
    const store = makeStore();
    render(<ToastContainer />);
    await store.dispatch(testApi.endpoints.toastProbe.initiate(3));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('never toasts a 401 (the forced logout handles it) for an endpoint registered for toasts', async () => {
    server.use(http.get(apiUrl('/prop/probe/:id'), () => errorEnvelope(401, 'Session expired')));
    const store = makeStore();
    render(<ToastContainer />);
    const result = await store.dispatch(testApi.endpoints.toastProbe.initiate(4));
    expect(result.error).toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('toasts a 401 on a sign-in call: there it is a wrong password', async () => {
    server.use(
      http.post(apiUrl('/prop/sign-in-probe'), () => errorEnvelope(401, 'Invalid email or password')),
    );
    const store = makeStore();
    render(<ToastContainer />);
    await store.dispatch(testApi.endpoints.signInProbe.initiate());
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('tells a refusal without a message from no answer at all', async () => {
    server.use(http.post(apiUrl('/prop/refusal'), () => new Response(null, { status: 400 })));
    const store = makeStore();
    render(<ToastContainer />);
    await store.dispatch(testApi.endpoints.refusalProbe.initiate());
    expect(await screen.findByText('Refused without a word.')).toBeInTheDocument();
    server.use(http.post(apiUrl('/prop/refusal'), () => Response.error()));
    await store.dispatch(testApi.endpoints.refusalProbe.initiate());
    expect(await screen.findByText('No answer came.')).toBeInTheDocument();
  });
});
