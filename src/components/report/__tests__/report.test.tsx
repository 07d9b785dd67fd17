// Reporting what is wrong (issue 14): the Report link on post cards, details pages and public profiles (hidden on the
// viewer's own items and for admins, a sign-in prompt for visitors) and its dialog (reason required, details up to
// 1,000 characters with a count, the body sent, the thanks, a refusal such as the daily limit shown inside it).
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makePost, makeProduct, seedSession } from '@/testing/generators';
import { postsDb, resetPostsDb } from '@/testing/mocks/handlers/posts';
import { makeEvent } from '@/testing/mocks/handlers/events';
import { makeOpportunity } from '@/testing/mocks/handlers/opportunities';
import { reportsDb, resetReportsDb } from '@/testing/mocks/handlers/reports';
import { makeTool } from '@/testing/mocks/handlers/tools';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import { MODERATION_MESSAGES, REPORT_REASON_LABELS } from '@contract/moderation';

configure({ asyncUtilTimeout: 5000 });

const author = { id: 700, kind: 'creative' as const, name: 'Ada Obi', first_name: 'Ada', last_name: 'Obi' };

// The link loads lazily once the host offers reports (report-link.tsx): loaded here first, so that a check that it is
// absent runs against the rendered link, not against a chunk still on its way.
beforeAll(async () => {
  await import('../report-link-button');
});

beforeEach(() => {
  resetReportsDb();
  resetPostsDb(0);
  postsDb.items = [
    makePost({ id: 31, title: 'Ankara jacket', author }),
    makePost({ id: 32, title: 'My own mural', author: { ...author, id: 42, name: 'Me Myself' } }),
  ];
});

const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article')!;

async function openDialogOnPost(title = 'Ankara jacket') {
  seedSession('user', { profile: { id: 42, first_name: 'Me', last_name: 'Myself' } });
  const rendered = renderApp('/homepage');
  await rendered.user.click(
    await within(await cardOf(title)).findByRole('button', { name: `Report ${title}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
  return { ...rendered, dialog };
}

describe('the Report link', () => {
  it('asks a signed-out visitor to log in, and opens no dialog', async () => {
    const { user } = renderApp('/homepage');
    await user.click(
      await within(await cardOf('Ankara jacket')).findByRole('button', { name: 'Report Ankara jacket' }),
    );
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('Please log in to report this.');
    // back to this page after signing in (docs/journeys.md)
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fhomepage',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("is absent on the viewer's own post and shown on others'", async () => {
    seedSession('user', { profile: { id: 42, first_name: 'Me', last_name: 'Myself' } });
    renderApp('/homepage');
    expect(
      await within(await cardOf('Ankara jacket')).findByRole('button', { name: /^Report/ }),
    ).toBeInTheDocument();
    expect(
      within(await cardOf('My own mural')).queryByRole('button', { name: /^Report/ }),
    ).not.toBeInTheDocument();
  });

  it('is absent for an admin (who takes content down instead)', async () => {
    seedSession('admin');
    renderApp('/homepage');
    await cardOf('Ankara jacket');
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it("reports another member's public profile as that kind of profile, but not one's own", async () => {
    seedSession('business', { profile: { id: 8, trade_name: 'Ankara House' } });
    const { unmount } = renderApp('/publicProfile/8');
    await screen.findByRole('heading', { level: 1, name: 'Ankara House' });
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    unmount();

    seedSession('user', { profile: { id: 42 } });
    const { user } = renderApp('/publicProfile/8');
    await user.click(await screen.findByRole('button', { name: 'Report Ankara House' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this business profile' });
    await user.click(within(dialog).getByRole('radio', { name: 'Impersonation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByText(MODERATION_MESSAGES.reportThanks);
    expect(reportsDb.sent).toEqual([{ item_type: 'business', item_id: 8, reason: 'impersonation' }]);
  });

  // The author (account 99) is signed in first, then another member; the server puts the author beside every item.
  const owner = { id: 99 };
  const detailPages = [
    {
      type: 'product',
      path: '/marketdetailsPage/5',
      url: '/prop/product/:id',
      item: makeProduct({ id: 5, title: 'Raffia basket', author: owner }),
      title: 'Raffia basket',
      dialog: 'Report this product',
    },
    {
      type: 'tool',
      path: '/tooldetailsPage/5',
      url: '/prop/tool/:id',
      item: { ...makeTool(5, { name: 'Camera loan' }), author: owner },
      title: 'Camera loan',
      dialog: 'Report this tool',
    },
    {
      type: 'opportunity',
      path: '/opportunity/5',
      url: '/prop/opportunity/:id',
      item: { ...makeOpportunity(5, { title: 'Film grant' }), author: owner },
      title: 'Film grant',
      dialog: 'Report this opportunity',
    },
    {
      type: 'event',
      path: '/training/5',
      url: '/prop/event/:id',
      item: { ...makeEvent(5, { title: 'Lighting class' }), author: owner },
      title: 'Lighting class',
      dialog: 'Report this training',
    },
  ] as const;

  it.each(detailPages)(
    'reports a $type from its details page, and not to its author',
    async ({ type, path, url, item, title, dialog: name }) => {
      server.use(http.get(apiUrl(url), () => okEnvelope(item, 'Item')));
      seedSession('partner', {
        profile: { id: owner.id, name: 'Creative Futures Foundation', approved: true },
      });
      const { unmount } = renderApp(path);
      await screen.findByRole('heading', { name: title });
      expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
      unmount();

      seedSession('user', { profile: { id: 42 } });
      const { user } = renderApp(path);
      await user.click(await screen.findByRole('button', { name: `Report ${title}` }));
      const dialog = await screen.findByRole('dialog', { name });
      await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      await within(dialog).findByText(MODERATION_MESSAGES.reportThanks);
      expect(reportsDb.sent).toEqual([{ item_type: type, item_id: 5, reason: 'other' }]);
    },
  );
});

describe('the report dialog', () => {
  it('offers the six reasons and requires one', async () => {
    const { user, dialog } = await openDialogOnPost();
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('.form-check')?.textContent)).toEqual(
      Object.values(REPORT_REASON_LABELS),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reportReason)).toBeInTheDocument();
    // the error summary takes the focus; its link names the group (its legend), not the first choice, and goes there
    expect(within(dialog).getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: MODERATION_MESSAGES.reportReason })).toHaveAttribute(
      'href',
      `#${reasons[0]!.id}`,
    );
    expect(within(dialog).getByRole('group', { name: 'Reason' })).toHaveAccessibleDescription(
      MODERATION_MESSAGES.reportReason,
    );
    expect(reportsDb.sent).toHaveLength(0);
  });

  it('counts the details and refuses more than 1,000 characters', async () => {
    const { user, dialog } = await openDialogOnPost();
    const details = within(dialog).getByLabelText('Details (optional)');
    expect(details).toHaveAccessibleDescription('0 of 1,000 characters');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.change(details, { target: { value: 'x'.repeat(1001) } });
    expect(within(dialog).getByText('1,001 of 1,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reportDetails)).toBeInTheDocument();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(reportsDb.sent).toHaveLength(0);
  });

  it('sends the reason and the trimmed details, and thanks the reporter', async () => {
    const { user, dialog } = await openDialogOnPost();
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), '  Insults in the caption. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.reportThanks);
    expect(reportsDb.sent).toEqual([
      { item_type: 'post', item_id: 31, reason: 'offensive', details: 'Insults in the caption.' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal after 20 reports in a day inside the dialog", async () => {
    server.use(http.post(apiUrl('/prop/reports'), () => errorEnvelope(429, MODERATION_MESSAGES.reportLimit)));
    const { user, dialog } = await openDialogOnPost();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.reportLimit);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});
