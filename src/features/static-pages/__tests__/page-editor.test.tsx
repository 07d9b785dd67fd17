import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PAGE_DRAFTS } from '@contract/page-drafts';
import { seedSession } from '@/testing/generators';
import { pageListHandler } from '@/testing/mocks/handlers/pages';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';

// The editor and its page load lazily: generous waits keep the suite steady on a busy machine.
const slow = { timeout: 10_000 };

const page = {
  slug: 'privacy',
  title: 'Privacy Policy',
  summary: 'Lead',
  sections: [
    { heading: 'One', paragraphs: ['First para', 'Second para'] },
    { heading: 'Two', paragraphs: [], items: ['a', 'b'] },
  ],
  updated_at: null,
};

describe('admin page editor', () => {
  it('is admin only', async () => {
    seedSession('user');
    const { router } = renderApp('/admin/pages');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/pages'), { timeout: 5000 });
  });

  it('lists the pages and is in the admin navigation', async () => {
    seedSession('admin');
    const { user } = renderApp('/admin-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, slow);
    await user.click(within(nav).getByRole('link', { name: 'Pages' }));
    await screen.findByRole('heading', { level: 1, name: 'Pages' }, slow);
    await screen.findByRole('link', { name: 'View Privacy Policy page' }, slow);
    const editLinks = screen
      .getAllByRole('link', { name: PAGE_DRAFTS.privacy.title })
      .map((link) => link.getAttribute('href'));
    expect(editLinks).toContain('/admin/pages/privacy');
    expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(9);
  });

  it("lists the drafts to finish (pages still holding the Ministry's placeholder), each linking to its editor", async () => {
    seedSession('admin');
    server.use(pageListHandler((slug) => slug === 'about' || slug === 'terms'));
    renderApp('/admin/pages');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Drafts to finish' }, slow);
    const drafts = heading.closest('section') as HTMLElement;
    const links = await within(drafts).findAllByRole('link', undefined, slow);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`Finish ${PAGE_DRAFTS.about.title}`, '/admin/pages/about'],
      [`Finish ${PAGE_DRAFTS.terms.title}`, '/admin/pages/terms'],
    ]);
    expect(within(drafts).getByText(/\[To be provided by the Ministry\]/)).toBeInTheDocument();
  });

  it('says so when no page is a draft any more', async () => {
    seedSession('admin');
    server.use(pageListHandler(() => false));
    renderApp('/admin/pages');
    await screen.findByText('Every page is finished.', undefined, slow);
  });

  it('edits sections (split paragraphs and items, add, reorder, remove), previews as text and saves', async () => {
    let saved: unknown = null;
    server.use(
      http.get(apiUrl('/prop/pages/privacy'), () => okEnvelope(page)),
      http.get(apiUrl('/prop/pages/privacy/revisions'), () =>
        okEnvelope({
          data: [
            {
              id: 3,
              editor_email: 'admin@creative.local',
              created_at: '2026-11-23T10:00:00.000Z',
              next: { title: 'Old' },
            },
          ],
        }),
      ),
      http.put(apiUrl('/prop/pages/privacy'), async ({ request }) => {
        saved = await request.json();
        return okEnvelope(
          { ...(saved as object), slug: 'privacy', updated_at: '2026-11-24T10:00:00.000Z' },
          'Page updated successfully',
        );
      }),
    );
    seedSession('admin');
    const { user } = renderApp('/admin/pages/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Edit Privacy Policy' }, slow);
    await screen.findByLabelText('Title', {}, slow);
    const paragraphs = screen.getAllByLabelText('Paragraphs (separate paragraphs with a blank line)');
    expect(paragraphs[0]).toHaveValue('First para\n\nSecond para');
    expect(document.querySelector('textarea[name="sections.1.items"]')).toHaveValue('a\nb');
    expect(await screen.findByText('admin@creative.local', { exact: false }, slow)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    const heading3 = document.querySelector<HTMLInputElement>('input[name="sections.2.heading"]')!;
    await user.type(heading3, 'Three <script>');
    await user.type(
      document.querySelector<HTMLTextAreaElement>('textarea[name="sections.2.paragraphs"]')!,
      'P1{enter}{enter}P2',
    );
    await user.click(screen.getByRole('button', { name: 'Move section 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Three <script>' })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page updated successfully')).toBeInTheDocument();
    expect(saved).toEqual({
      title: 'Privacy Policy',
      summary: 'Lead',
      sections: [
        { heading: 'Three <script>', paragraphs: ['P1', 'P2'] },
        { heading: 'Two', paragraphs: [], items: ['a', 'b'] },
      ],
    });
  });

  it("validates before saving and shows the server's messages", async () => {
    server.use(
      http.get(apiUrl('/prop/pages/faq'), () => okEnvelope({ ...page, slug: 'faq', title: 'FAQ' })),
      http.get(apiUrl('/prop/pages/faq/revisions'), () => okEnvelope({ data: [] })),
      http.put(apiUrl('/prop/pages/faq'), () =>
        errorEnvelope(400, 'Each section needs at least one paragraph or list item.'),
      ),
    );
    seedSession('admin');
    const { user } = renderApp('/admin/pages/faq');
    await screen.findByRole('heading', { level: 1, name: 'Edit Frequently Asked Questions' }, slow);
    const title = await screen.findByLabelText('Title', {}, slow);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('The page needs a title.')).toBeInTheDocument();
    // the error summary takes the focus and links to the first invalid field
    expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'The page needs a title.' })).toHaveAttribute(
      'href',
      `#${title.id}`,
    );
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await user.type(title, 'FAQ');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Each section needs at least one paragraph or list item.',
    );
    expect(screen.getByText('No changes yet: the page still has its first text.')).toBeInTheDocument();
  });
});
