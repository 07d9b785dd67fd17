// The answer the server writes into /marketpage, /tooldetailsPage/{id}, /training/{id} and /search?q=
// (server/services/first-screens.ts): the
// page renders from it at once, without asking the API; it is used once, only for the request it names, and never
// by a signed-in visitor (who must read their own writes fresh).
import { configure, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MARKET_FIRST_PAGE_REQUEST,
  PRIMED_ANSWER_ID,
  searchRequest,
  toolRequest,
  trainingRequest,
} from '@contract/first-screens';
import { makeProduct } from '@/testing/generators';
import { resetProductsDb } from '@/testing/mocks/handlers/products';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import { storageKeys } from '../storage';
import { takePrimedAnswer } from '../primed-answer';

configure({ asyncUtilTimeout: 5000 });

function writeAnswer(request: string, body: unknown) {
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = PRIMED_ANSWER_ID;
  tag.dataset.request = request;
  tag.textContent = JSON.stringify(body);
  document.body.append(tag);
}

const primedProducts = [
  makeProduct({ id: 71, title: 'Primed basket' }),
  makeProduct({ id: 72, title: 'Primed mat' }),
];
const marketAnswer = {
  status: true,
  message: 'Products',
  data: { data: primedProducts },
  meta: { total: 2, pages: 1 },
};

/** Counts the API calls to these paths. */
function countCalls(...paths: string[]) {
  const calls = { count: 0 };
  for (const path of paths) {
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `/clap${path}`) calls.count += 1;
    });
  }
  return calls;
}

beforeEach(() => resetProductsDb(20));
afterEach(() => {
  document.getElementById(PRIMED_ANSWER_ID)?.remove();
  server.events.removeAllListeners();
  localStorage.clear();
});

describe('the primed answer', () => {
  it('the marketplace shows the written first page without calling the API, and uses it once', async () => {
    const calls = countCalls('/prop/public/product');
    writeAnswer(MARKET_FIRST_PAGE_REQUEST, marketAnswer);
    renderApp('/marketpage');
    expect(await screen.findByRole('link', { name: 'Primed basket' })).toBeInTheDocument();
    // The first card's image is the page's largest element: fetched first.
    expect(screen.getByRole('img', { name: 'Primed basket' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls.count).toBe(0);
    expect(document.getElementById(PRIMED_ANSWER_ID)).toBeNull();
  });

  it('a filtered marketplace ignores it and asks the API', async () => {
    writeAnswer(MARKET_FIRST_PAGE_REQUEST, marketAnswer);
    renderApp('/marketpage?page=2');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    expect(screen.queryByRole('link', { name: 'Primed basket' })).toBeNull();
  });

  it('a signed-in visitor asks the API (their own writes must show)', async () => {
    localStorage.setItem(storageKeys.accessToken, 'token-1');
    writeAnswer(MARKET_FIRST_PAGE_REQUEST, marketAnswer);
    renderApp('/marketpage');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    expect(screen.queryByRole('link', { name: 'Primed basket' })).toBeNull();
  });

  it("a tool's details render from it, banner first", async () => {
    const calls = countCalls('/prop/tool/9');
    server.use(
      http.get(apiUrl('/prop/tool/all'), () => HttpResponse.json({ status: true, message: 'OK', data: [] })),
    );
    writeAnswer(toolRequest('9'), {
      status: true,
      message: 'Tool',
      data: {
        id: 9,
        name: 'Primed lights',
        description: 'Borrow them.',
        link: 'https://x.example',
        images: ['/uploads/t.webp'],
        image_variants: [[]],
        author: { id: 3 },
      },
    });
    renderApp('/tooldetailsPage/9');
    expect(await screen.findByRole('heading', { name: 'Primed lights' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Primed lights' })).toHaveAttribute('fetchpriority', 'high');
    expect(calls.count).toBe(0);
  });

  it("a training's details render from it, picture first (issue 35)", async () => {
    const calls = countCalls('/prop/event/9');
    writeAnswer(trainingRequest('9'), {
      status: true,
      message: 'Event',
      data: {
        id: 9,
        title: 'Primed workshop',
        description: 'Learn to price your work.',
        link: 'https://x.example',
        location: 'Online',
        starts_at: '2030-01-02T10:00:00.000Z',
        images: ['/uploads/e.webp'],
        image_variants: [[]],
        author: { id: 3 },
      },
    });
    renderApp('/training/9');
    expect(await screen.findByRole('heading', { name: 'Primed workshop' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Primed workshop' })).toHaveAttribute('fetchpriority', 'high');
    expect(calls.count).toBe(0);
  });

  it('a search shows the written results at once, before the host has said what it offers (issue 35)', async () => {
    const calls = countCalls('/prop/public/search');
    // The capabilities never answer: without the written results the page would wait on its placeholder.
    server.use(http.get(apiUrl('/capabilities'), () => delay('infinite')));
    writeAnswer(searchRequest('ankara'), {
      status: true,
      message: 'Search',
      data: {
        groups: [
          {
            kind: 'products',
            items: [
              {
                kind: 'products',
                id: 5,
                title: 'Primed ankara bag',
                subtitle: null,
                created_at: '2026-01-01',
              },
            ],
            meta: { page: 1, limit: 5, total: 1, pages: 1 },
          },
        ],
      },
    });
    renderApp('/search?q=%20ankara%20', { features: 'ask' });
    expect(await screen.findByRole('link', { name: /Primed ankara bag/ })).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('takePrimedAnswer: nothing for another request or broken JSON', () => {
    writeAnswer(toolRequest('1'), { ok: true });
    expect(takePrimedAnswer(toolRequest('2'))).toBeUndefined();
    expect(takePrimedAnswer(toolRequest('1'))).toEqual({ ok: true });
    expect(takePrimedAnswer(toolRequest('1'))).toBeUndefined();
    writeAnswer(toolRequest('1'), null);
    document.getElementById(PRIMED_ANSWER_ID)!.textContent = '{broken';
    expect(takePrimedAnswer(toolRequest('1'))).toBeUndefined();
  });
});
