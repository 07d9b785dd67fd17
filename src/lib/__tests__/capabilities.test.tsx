// Features beyond the spec (issue 30): useFeature reads GET /clap/capabilities once, is undefined until the host has
// answered, and turns every extension off for a host that answers 404, garbage or nothing; the Report link, the admin's
// extension entries and a switched-off route follow it (the route shows a calm note, not an error).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEATURES, type FeatureKey } from '@contract/capabilities';
import { makePost, seedSession } from '@/testing/generators';
import { postsDb, resetPostsDb } from '@/testing/mocks/handlers/posts';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import { useFeature } from '../capabilities';
import { readFeatures } from '../capabilities-api';

configure({ asyncUtilTimeout: 5000 });

function Probe({ feature }: { feature: FeatureKey }) {
  const offered = useFeature(feature);
  return <p data-testid="offered">{offered === undefined ? 'unknown' : String(offered)}</p>;
}

/** Counts the questions the host is asked, answering each with `answer`. */
function hostAnswers(answer: () => Response) {
  const asked = { count: 0 };
  server.use(
    http.get(apiUrl('/capabilities'), () => {
      asked.count += 1;
      return answer();
    }),
  );
  return asked;
}

const offered = () => screen.getByTestId('offered').textContent;

describe('useFeature', () => {
  it('is unknown until the host answers, then true for a feature it names and false for one it does not', async () => {
    hostAnswers(() => okEnvelope({ features: ['funding'], version: '1.0.0' }));
    renderApp(
      <>
        <Probe feature="funding" />
      </>,
      { features: 'ask' },
    );
    expect(offered()).toBe('unknown');
    await waitFor(() => expect(offered()).toBe('true'));
    renderApp(<Probe feature="reports" />, { features: 'ask' });
    await waitFor(() => expect(screen.getAllByTestId('offered')[1]).toHaveTextContent('false'));
  });

  it('asks once, however many screens read it', async () => {
    const asked = hostAnswers(() => okEnvelope({ features: [...FEATURES], version: '1.0.0' }));
    renderApp(
      <>
        <Probe feature="funding" />
        <Probe feature="reports" />
        <Probe feature="page-editor" />
      </>,
      { features: 'ask' },
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('offered').map((each) => each.textContent)).toEqual([
        'true',
        'true',
        'true',
      ]),
    );
    expect(asked.count).toBe(1);
  });

  it('turns every extension off for a host that answers 404, once (the failure is cached as "none")', async () => {
    const asked = hostAnswers(() =>
      HttpResponse.json({ status: false, message: 'Not found' }, { status: 404 }),
    );
    const { store } = renderApp(<Probe feature="funding" />, { features: 'ask' });
    await waitFor(() => expect(offered()).toBe('false'));
    // Another screen mounting later reads the cached answer instead of asking again.
    renderApp(<Probe feature="reports" />, { features: 'ask', store });
    await waitFor(() => expect(screen.getAllByTestId('offered')[1]).toHaveTextContent('false'));
    expect(asked.count).toBe(1);
  });

  it('turns every extension off for a host that does not answer', async () => {
    hostAnswers(() => HttpResponse.error());
    renderApp(<Probe feature="funding" />, { features: 'ask' });
    await waitFor(() => expect(offered()).toBe('false'));
  });
});

describe('readFeatures', () => {
  it('keeps the named keys and offers nothing for an answer it cannot read', () => {
    expect(
      readFeatures({ status: true, data: { features: ['funding', 7, 'reports'], version: '1' } }),
    ).toEqual(['funding', 'reports']);
    expect(readFeatures({ status: true, data: { features: 'funding' } })).toEqual([]);
    expect(readFeatures('<html>Not found</html>')).toEqual([]);
    expect(readFeatures(null)).toEqual([]);
  });
});

describe('extension buttons and screens follow the host', () => {
  beforeEach(() => {
    resetPostsDb(0);
    postsDb.items = [makePost({ id: 31, title: 'Ankara jacket' })];
  });

  const card = async () =>
    (await screen.findByRole('heading', { name: 'Ankara jacket' })).closest('article')!;

  it('a post card offers Report on a host with reports, and not on a spec-only host', async () => {
    const first = renderApp('/homepage');
    expect(
      await within(await card()).findByRole('button', { name: 'Report Ankara jacket' }),
    ).toBeInTheDocument();
    first.unmount();

    renderApp('/homepage', { features: [] });
    expect(within(await card()).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('the Report link appears once the host says it offers reports', async () => {
    hostAnswers(() => okEnvelope({ features: ['reports'], version: '1.0.0' }));
    renderApp('/homepage', { features: 'ask' });
    const article = await card();
    await within(article).findByRole('button', { name: 'Report Ankara jacket' });
  });

  it("a switched-off route shows a calm note, and the admin's menu drops its extensions", async () => {
    seedSession('admin');
    renderApp('/admin/funding', { features: ['page-editor'] });
    expect(await screen.findByText('This is not available on this portal.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(within(nav).getByRole('link', { name: 'Pages' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Funding' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Mail' })).not.toBeInTheDocument();
  });
});
