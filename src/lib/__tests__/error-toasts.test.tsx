import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { api } from '@/lib/api';
import { registerErrorToast } from '@/lib/error-toasts';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope } from '@/testing/mocks/utils';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    toastProbe: build.query<unknown, number>({ query: (id) => `/prop/probe/${id}` }),
    silentProbe: build.query<unknown, void>({ query: () => '/prop/silent' }),
  }),
});
registerErrorToast('toastProbe', 'Something went wrong');

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
});
