import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isDraftPage, MINISTRY_PLACEHOLDER, PAGE_DRAFTS } from '@contract/page-drafts';
import { DEMO_IDENTITY } from '@contract/portal-identity';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

const routes = [
  ['/vision-mission', 'vision-mission'],
  ['/8-point-plan', 'eight-point-plan'],
  ['/aboutus', 'about'],
  ['/privacy', 'privacy'],
  ['/t&c', 'terms'],
  ['/terms-of-use', 'terms'],
  ['/faq', 'faq'],
  ['/fundingpage', 'funding'],
  ['/licensepage', 'license'],
  ['/accessibility', 'accessibility'],
] as const;

describe('the operator in the legal pages (issue 31)', () => {
  const identity = {
    ...DEMO_IDENTITY,
    name: 'Federal Ministry of Testing',
    dpo_name: 'Ada Obi, Data Protection Officer',
    dpo_email: 'dpo@ministry.test',
    address: '1 Test Road, Abuja',
  };

  it('fills the privacy policy from the portal identity: controller, contact and the backup retention', async () => {
    renderApp('/privacy', { identity });
    expect(await findPageHeading('Privacy Policy')).toBeInTheDocument();
    expect(
      screen.getByText(/^The Federal Ministry of Testing is the data controller for personal data/),
    ).toBeInTheDocument();
    expect(screen.getByText('Data Protection Officer: Ada Obi, Data Protection Officer')).toBeInTheDocument();
    expect(screen.getByText('E-mail: dpo@ministry.test')).toBeInTheDocument();
    expect(screen.getByText('Postal address: 1 Test Road, Abuja')).toBeInTheDocument();
    expect(screen.getByText(/kept for 35 days, then deleted/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\{[a-z_]+\}|\[To be provided/);
  });

  it('fills the terms and the accessibility statement with the contact, and falls back to a true sentence', async () => {
    renderApp('/terms-of-use', { identity: { ...identity, email: 'info@ministry.test', phone: '' } });
    expect(await findPageHeading('Terms of Use')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Questions about these terms: write to info@ministry.test or call the Ministry's official contact channels; by post: 1 Test Road, Abuja.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the accessibility statement with its target and how to report a problem', async () => {
    renderApp('/accessibility', { identity: { ...identity, email: 'access@ministry.test' } });
    expect(await findPageHeading('Accessibility statement')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our target' })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.1 at level AA/)).toBeInTheDocument();
    expect(screen.getByText(/write to access@ministry\.test/)).toBeInTheDocument();
  });
});

describe('static pages', () => {
  it.each(routes)('%s keeps the bundled draft when the API host answers 404', async (path, slug) => {
    server.use(http.get(apiUrl(`/prop/pages/${slug}`), () => errorEnvelope(404, 'Not Found')));
    renderApp(path);
    const draft = PAGE_DRAFTS[slug];
    expect(await findPageHeading(draft.title)).toBeInTheDocument();
    if (isDraftPage(draft)) {
      // Issue 31: a page only the Ministry can finish shows a notice, never its placeholders.
      expect(screen.getByText('This page is being prepared. Please come back soon.')).toBeInTheDocument();
    } else {
      expect(
        screen.getAllByRole('heading', { level: 2, name: draft.sections[0].heading }).length,
      ).toBeGreaterThan(0);
    }
    expect(document.body.textContent).not.toContain(MINISTRY_PLACEHOLDER);
  });

  it.each(routes)('%s renders the API text as text, never as HTML', async (path, slug) => {
    server.use(
      http.get(apiUrl(`/prop/pages/${slug}`), () =>
        okEnvelope({
          slug,
          title: `Edited ${slug}`,
          summary: 'A <b>bold</b> summary',
          sections: [
            {
              heading: 'First <i>heading</i>',
              paragraphs: ['Hello <script>alert(1)</script> world'],
              items: ['<img src=x onerror=alert(1)>'],
            },
            { heading: 'Second', paragraphs: ['Two'] },
          ],
          updated_at: '2026-11-23T10:00:00.000Z',
        }),
      ),
    );
    const { container } = renderApp(path);
    expect(await findPageHeading(`Edited ${slug}`)).toBeInTheDocument();
    expect(screen.getByText('A <b>bold</b> summary')).toBeInTheDocument();
    const paragraph = await screen.findByText('Hello <script>alert(1)</script> world');
    expect(paragraph.tagName).toBe('P');
    expect(container.querySelector('script, b, i, img[src="x"]')).toBeNull();
    if (slug !== 'faq') {
      expect(screen.getAllByText('<img src=x onerror=alert(1)>')[0].tagName).toBe('LI');
    }
  });

  it('shows the draft while the API answer is on its way, then the API text', async () => {
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiUrl('/prop/pages/vision-mission'), async () => {
        await gate;
        return okEnvelope({
          slug: 'vision-mission',
          title: 'From the API',
          sections: [{ heading: 'H', paragraphs: ['P'] }],
        });
      }),
    );
    renderApp('/vision-mission');
    expect(await findPageHeading(PAGE_DRAFTS['vision-mission'].title)).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer();
    expect(await findPageHeading('From the API')).toBeInTheDocument();
  });

  it('a network error leaves the draft in place', async () => {
    server.use(http.get(apiUrl('/prop/pages/about'), () => HttpResponse.error()));
    renderApp('/aboutus');
    expect(await findPageHeading(PAGE_DRAFTS.about.title)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: PAGE_DRAFTS.about.title })).toBeInTheDocument();
  });

  it('the terms have 12 numbered sections on both routes, with a table of contents', async () => {
    for (const path of ['/t&c', '/terms-of-use']) {
      const { unmount } = renderApp(path);
      await findPageHeading('Terms of Use');
      const toc = screen.getByRole('navigation', { name: 'On this page' });
      expect(within(toc).getAllByRole('link')).toHaveLength(12);
      const sections = screen
        .getAllByRole('heading', { level: 2 })
        .filter((h) => /^\d+\. /.test(h.textContent ?? ''));
      expect(sections).toHaveLength(12);
      expect(
        within(toc).getByRole('link', { name: '4. Identity verification by BVN or NIN' }),
      ).toHaveAttribute('href', `#${sections[3].id}`);
      unmount();
    }
  });

  it('privacy has a table of contents linking to its sections', async () => {
    renderApp('/privacy');
    await findPageHeading('Privacy Policy');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link')).toHaveLength(PAGE_DRAFTS.privacy.sections.length);
  });

  it('numbers the contents once: headings with their own numbers get a list without markers (issue 31)', async () => {
    const page = (headings: string[]) =>
      okEnvelope({
        slug: 'privacy',
        title: 'Privacy Policy',
        summary: null,
        sections: headings.map((heading) => ({ heading, paragraphs: ['Text.'] })),
        updated_at: null,
      });
    server.use(http.get(apiUrl('/prop/pages/privacy'), () => page(['1. Who we are', '2. What we collect'])));
    const { unmount } = renderApp('/privacy');
    await findPageHeading('Privacy Policy');
    // The served page replaces the bundled draft (whose headings are numbered too) once it arrives.
    await screen.findByRole('link', { name: '1. Who we are' });
    const list = within(screen.getByRole('navigation', { name: 'On this page' })).getByRole('list');
    // The link text carries the number, and the list (an <ol>, still ordered for screen readers) shows no marker.
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent(/^1\. Who we are$/);
    expect(list).toHaveClass('static-page__toc-list--numbered');
    const css = readFileSync('src/features/static-pages/static-pages.css', 'utf8');
    expect(css).toMatch(/\.static-page__toc ol\.static-page__toc-list--numbered \{\s*list-style: none;/);
    unmount();

    server.use(http.get(apiUrl('/prop/pages/privacy'), () => page(['Who we are', 'What we collect'])));
    renderApp('/privacy');
    await findPageHeading('Privacy Policy');
    await screen.findByRole('link', { name: 'Who we are' });
    const plain = within(screen.getByRole('navigation', { name: 'On this page' })).getByRole('list');
    expect(plain).not.toHaveClass('static-page__toc-list--numbered');
  });

  it('the FAQ is a disclosure list: answers open and close with their question', async () => {
    const { user } = renderApp('/faq');
    await findPageHeading('Frequently Asked Questions');
    const first = PAGE_DRAFTS.faq.sections[0];
    const question = screen.getByRole('button', { name: first.heading });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(first.paragraphs[0])).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.paragraphs[0])).toBeVisible();
    expect(document.getElementById(question.getAttribute('aria-controls') ?? '')).not.toHaveAttribute(
      'hidden',
    );
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('/terms-of-use is standalone with a way back to the portal', async () => {
    renderApp('/terms-of-use');
    await findPageHeading('Terms of Use');
    expect(screen.queryByRole('button', { name: 'Apply for funding' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the portal' })).toHaveAttribute('href', '/');
  });
});

describe('/licensepage', () => {
  it('is marked Coming Soon and registers interest, showing the server message', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post(apiUrl('/prop/interest'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return okEnvelope(
          { interest: 'ip-securitization' },
          'Thank you. We will let you know when it opens.',
        );
      }),
    );
    const { user } = renderApp('/licensepage');
    await findPageHeading(PAGE_DRAFTS.license.title);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Register interest' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message (optional)'), 'Music catalogue');
    await user.click(screen.getByRole('button', { name: 'Register interest' }));
    expect(await screen.findByText('Thank you. We will let you know when it opens.')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: null,
      message: 'Music catalogue',
      interest: 'ip-securitization',
    });
  });

  it('shows the server error when registration fails', async () => {
    server.use(
      http.post(apiUrl('/prop/interest'), () =>
        errorEnvelope(429, 'Too many requests, please try again later.'),
      ),
    );
    const { user } = renderApp('/licensepage');
    await user.type(await screen.findByLabelText('Name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Register interest' }));
    expect(await screen.findByText(/Enter a valid phone number/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone (optional)'));
    await user.click(screen.getByRole('button', { name: 'Register interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
  });
});
