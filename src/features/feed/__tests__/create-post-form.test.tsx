// The Create Post form: the spec's required message, uploads with preview and progress, the 1 s submit delay,
// and the success and failure messages of spec section 8.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/generators';
import { postsDb, resetPostsDb } from '@/testing/mocks/handlers/posts';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope } from '@/testing/mocks/utils';
import { fillPostForm, openCreateDialog, pngFile } from '@/testing/post-form';
import { findPageHeading, renderApp } from '@/testing/render';
import {
  clickStartingTimer,
  expectAfterExactly,
  freezeTimers,
  recordRequests,
  thawTimers,
} from '@/testing/timers';
import { CreatePostForm } from '../components/create-post-form';

// The shared 2-core machine loads lazy pages slowly: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const png = pngFile;

beforeEach(() => {
  resetPostsDb(3);
  seedSession('user');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(thawTimers);

async function fillAndUpload(user: ReturnType<typeof renderApp>['user']) {
  await fillPostForm(user);
  expect(screen.getByRole('img', { name: 'Preview of photo.png' })).toHaveAttribute('src', 'blob:preview');
  expect(screen.getByRole('progressbar', { name: 'Upload of photo.png' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(await screen.findByRole('button', { name: 'Create Post' })).toBeEnabled();
}

/** Submits; the post is sent after exactly 1000 ms (spec: post or product submit has a 1 s delay). */
async function submitThroughDelay() {
  const sent = recordRequests('/prop/posts', 'POST');
  freezeTimers();
  await clickStartingTimer(screen.getByRole('button', { name: 'Create Post' }));
  await expectAfterExactly(1000, () => sent.length === 1);
  thawTimers();
}

describe('Create Post form', () => {
  it('requires every field and an image with the spec message', async () => {
    const { user } = renderApp(<CreatePostForm />);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findAllByText('All fields are required for the post')).toHaveLength(4);
    // the error summary takes the focus and links to the first invalid field
    expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Title: All fields are required for the post' })).toHaveAttribute(
      'href',
      `#${screen.getByLabelText('Title').id}`,
    );
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'All fields are required for the post',
    );
    expect(postsDb.created).toHaveLength(0);
  });

  it('refuses a file that is not an image, with a clear message', async () => {
    renderApp(<CreatePostForm />);
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Images'), { target: { files: [pdf] } });
    expect(
      await screen.findByText(/cv.pdf is not a supported file: please choose a PNG, JPEG, WebP or GIF file./),
    ).toBeInTheDocument();
  });

  it('drops the preview and the progress bar of an image the upload service refuses, and shows why', async () => {
    server.use(
      http.post('*/upload', () => errorEnvelope(415, 'Only PNG, JPEG, WebP or GIF images can be uploaded.')),
    );
    const { user } = renderApp(<CreatePostForm />);
    await user.upload(screen.getByLabelText('Images'), png());
    expect(
      await screen.findByText('Only PNG, JPEG, WebP or GIF images can be uploaded.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of photo.png' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload of photo.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Remove image 1/ })).toBeInTheDocument();
  });

  it('closes the create dialog after Post successfully created', async () => {
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    const dialog = await openCreateDialog(user);
    await fillPostForm(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post successfully created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postsDb.created).toHaveLength(1);
  });

  it('uploads, removes, waits 1 s, posts and says Post successfully created', async () => {
    const { user } = renderApp(<CreatePostForm />);
    await fillAndUpload(user);
    await user.click(screen.getByRole('button', { name: /Remove image 1/ }));
    expect(screen.queryByRole('img', { name: 'Preview of photo.png' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Images'), png());
    expect(await screen.findByText('photo.png uploaded')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create Post' })).toBeEnabled();
    await submitThroughDelay();
    expect(await screen.findByText('Post successfully created')).toBeInTheDocument();
    expect(postsDb.created).toHaveLength(1);
    expect(postsDb.created[0]).toMatchObject({ title: 'My new post', link: 'https://example.com/mine' });
    expect(postsDb.created[0].images[0]).toMatch(/^\/uploads\/test-\d+\.png$/);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });

  it("shows the server's message, else 'Post creation failed'", async () => {
    server.use(http.post(apiUrl('/prop/posts'), () => HttpResponse.json({ status: false }, { status: 500 })));
    const { user } = renderApp(<CreatePostForm />);
    await fillAndUpload(user);
    await submitThroughDelay();
    expect(await screen.findByText('Post creation failed')).toBeInTheDocument();
  });

  it("says 'Failed to create post.' when the API answers status false", async () => {
    server.use(http.post(apiUrl('/prop/posts'), () => HttpResponse.json({ status: false })));
    const { user } = renderApp(<CreatePostForm />);
    await fillAndUpload(user);
    await submitThroughDelay();
    expect(await screen.findByText('Failed to create post.')).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the server cannot be reached", async () => {
    server.use(http.post(apiUrl('/prop/posts'), () => HttpResponse.error()));
    const { user } = renderApp(<CreatePostForm />);
    await fillAndUpload(user);
    await submitThroughDelay();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
