// Filling the Create Post form in tests: a valid post with one uploaded PNG (the upload handler answers a URL).
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** A file with PNG's magic bytes, as the create forms accept it. */
export const pngFile = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.png', { type: 'image/png' });

/** Types a title, description and link into the form in `container` and uploads one image; waits until it is up. */
export async function fillPostForm(
  user: ReturnType<typeof userEvent.setup>,
  container: HTMLElement = document.body,
) {
  const form = within(container);
  await user.type(await form.findByLabelText('Title'), 'My new post');
  await user.type(form.getByLabelText('Description'), 'Something I made.');
  await user.type(form.getByLabelText('Link'), 'https://example.com/mine');
  await user.upload(form.getByLabelText('Images'), pngFile());
  expect(await form.findByText('photo.png uploaded')).toBeInTheDocument();
}

/** The floating create button's dialog, opened from a page of the app. */
export async function openCreateDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create a post or product' }));
  return screen.findByRole('dialog');
}
