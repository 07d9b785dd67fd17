// A create form's draft: restored when the form opens again, saved shortly after typing (and when the form closes
// at once), forgotten when blank or cleared after a success. The store is the in-memory one with IndexedDB's contract.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { memoryDraftStore, type DraftStore } from '@/lib/draft-store';
import { DRAFT_SAVE_DELAY_MS, isBlankDraft, useFormDraft } from '../use-form-draft';

interface Values {
  title: string;
  images: string[];
}

function DraftedForm({ store, draftKey = 'post' }: { store: DraftStore; draftKey?: string | null }) {
  const form = useForm<Values>({ defaultValues: { title: '', images: [] } });
  const draft = useFormDraft(draftKey, form, store);
  if (!draft.ready) return null;
  return (
    <form aria-label="Create Post">
      <label>
        Title <input {...form.register('title')} />
      </label>
      <button type="button" onClick={() => void draft.clear()}>
        Posted
      </button>
      <output aria-label="Images">{(draft.restored?.images ?? []).join(',')}</output>
    </form>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useFormDraft', () => {
  it('saves what is typed and restores it, images too, when the form opens again', async () => {
    const store = memoryDraftStore();
    const first = render(<DraftedForm store={store} />);
    await userEvent.type(await screen.findByLabelText('Title'), 'My mural');
    await act(() => wait(DRAFT_SAVE_DELAY_MS + 50));
    expect(store.records.get('post')).toEqual({ title: 'My mural', images: [] });
    first.unmount();

    store.records.set('post', { title: 'My mural', images: ['/uploads/public/a.webp'] });
    render(<DraftedForm store={store} />);
    expect(await screen.findByLabelText('Title')).toHaveValue('My mural');
    expect(screen.getByLabelText('Images')).toHaveTextContent('/uploads/public/a.webp');
  });

  it('keeps the last words when the form closes before the save delay', async () => {
    const store = memoryDraftStore();
    const view = render(<DraftedForm store={store} />);
    await userEvent.type(await screen.findByLabelText('Title'), 'Quick');
    view.unmount();
    await waitFor(() => expect(store.records.get('post')).toEqual({ title: 'Quick', images: [] }));
  });

  it('forgets a blank draft and a cleared one', async () => {
    const store = memoryDraftStore();
    store.records.set('post', { title: 'Old', images: [] });
    render(<DraftedForm store={store} />);
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await act(() => wait(DRAFT_SAVE_DELAY_MS + 50));
    expect(store.records.has('post')).toBe(false);

    await userEvent.type(title, 'Posted');
    await act(() => wait(DRAFT_SAVE_DELAY_MS + 50));
    await userEvent.click(screen.getByRole('button', { name: 'Posted' }));
    expect(store.records.has('post')).toBe(false);
  });

  it('keeps no draft for an edit form', async () => {
    const store = memoryDraftStore();
    render(<DraftedForm store={store} draftKey={null} />);
    await userEvent.type(await screen.findByLabelText('Title'), 'Edited');
    await act(() => wait(DRAFT_SAVE_DELAY_MS + 50));
    expect(store.records.size).toBe(0);
  });

  it('calls a draft blank when nothing is typed or chosen', () => {
    expect(isBlankDraft({ title: '', images: [], price: undefined })).toBe(true);
    expect(isBlankDraft({ title: '', images: ['/uploads/a.webp'] })).toBe(false);
  });
});
