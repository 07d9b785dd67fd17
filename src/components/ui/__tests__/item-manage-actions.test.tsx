// Issue 14: who sees Edit, Delete and Take down, the delete confirmation and the admin's take-down reason rules.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '@contract/moderation';
import { manageDb, resetManageDb } from '@/testing/mocks/handlers/manage';
import { renderApp } from '@/testing/render';
import { ItemManageActions, type Viewer } from '../item-manage-actions';

configure({ asyncUtilTimeout: 8000 });

const item = { type: 'tool', id: 6, title: 'Stage lights', authorId: 99 } as const;
const owner: Viewer = { accountId: 99, isAdmin: false };
const stranger: Viewer = { accountId: 7, isAdmin: false };
const admin: Viewer = { accountId: 1, isAdmin: true };

function renderActions(viewer: Viewer, takeDown = true) {
  return renderApp(
    <ItemManageActions
      item={item}
      viewer={viewer}
      takeDown={takeDown}
      leaveTo="/toolsPage"
      editor={(close) => (
        <button type="button" onClick={close}>
          The edit form
        </button>
      )}
    />,
    { route: '/tooldetailsPage/6' },
  );
}

beforeEach(() => resetManageDb());

describe('ItemManageActions', () => {
  it('shows a stranger and a signed-out visitor neither Edit nor Delete', () => {
    renderActions(stranger);
    expect(screen.queryByRole('button', { name: /Edit|Delete|Take down/ })).not.toBeInTheDocument();
    renderActions({ accountId: null, isAdmin: false });
    expect(screen.queryByRole('button', { name: /Edit|Delete|Take down/ })).not.toBeInTheDocument();
  });

  it('shows the author Edit and Delete, named with the item, and opens the edit form', async () => {
    const { user } = renderActions(owner);
    expect(screen.getByRole('button', { name: 'Delete tool “Stage lights”' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Take down/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit tool “Stage lights”' }));
    await user.click(await screen.findByRole('button', { name: 'The edit form' }));
    expect(screen.queryByRole('button', { name: 'The edit form' })).not.toBeInTheDocument();
  });

  it('shows an admin Take down only where it is offered, never Edit or Delete', () => {
    renderActions(admin, false);
    expect(screen.queryByRole('button', { name: /Edit|Delete|Take down/ })).not.toBeInTheDocument();
    renderActions(admin);
    expect(screen.getByRole('button', { name: 'Take down tool “Stage lights”' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
  });

  it('asks before deleting, deletes without a body, says so and leaves for the list', async () => {
    const { user, router } = renderActions(owner);
    await user.click(screen.getByRole('button', { name: 'Delete tool “Stage lights”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Stage lights”?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(manageDb.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete tool “Stage lights”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Stage lights”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(MODERATION_MESSAGES.deleted)).toBeVisible();
    expect(manageDb.deletes).toEqual([{ type: 'tool', id: 6, body: null }]);
    expect(router.state.location.pathname).toBe('/toolsPage');
  });

  it('takes down with a required reason of 10 to 500 characters, counted as typed', async () => {
    const { user, router } = renderActions(admin);
    await user.click(screen.getByRole('button', { name: 'Take down tool “Stage lights”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down “Stage lights”?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.takeDownReason)).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, 'Too short');
    expect(dialog).toHaveTextContent('9 of 500 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(within(dialog).getByText(MODERATION_MESSAGES.takeDownReason)).toBeVisible();
    expect(manageDb.deletes).toEqual([]);

    await user.type(reason, ' — a counterfeit listing');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText(MODERATION_MESSAGES.takenDown)).toBeVisible();
    expect(manageDb.deletes).toEqual([
      { type: 'tool', id: 6, body: { reason: 'Too short — a counterfeit listing' } },
    ]);
    expect(router.state.location.pathname).toBe('/toolsPage');
  });

  it('toasts the server message when the item is already gone, and stays', async () => {
    const { http } = await import('msw');
    const { server } = await import('@/testing/mocks/server');
    const { apiUrl, errorEnvelope } = await import('@/testing/mocks/utils');
    server.use(http.delete(apiUrl('/prop/tool/6'), () => errorEnvelope(404, MODERATION_MESSAGES.notFound)));
    const { user, router } = renderActions(owner);
    await user.click(screen.getByRole('button', { name: 'Delete tool “Stage lights”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Stage lights”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(MODERATION_MESSAGES.notFound)).toBeVisible();
    expect(router.state.location.pathname).toBe('/tooldetailsPage/6');
  });
});
