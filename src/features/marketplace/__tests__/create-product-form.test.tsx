// The Create Product form: every field required, the 1 s delay, and the spec's success and failure messages.
import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/generators';
import { productsDb, resetProductsDb } from '@/testing/mocks/handlers/products';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import {
  clickStartingTimer,
  expectAfterExactly,
  freezeTimers,
  recordRequests,
  thawTimers,
} from '@/testing/timers';
import { CreateProductForm } from '../components/create-product-form';

// The shared 2-core machine loads lazy pages slowly: give async queries room.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  resetProductsDb(3);
  seedSession('business');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(thawTimers);

async function fill(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Title'), 'Ankara bag');
  await user.type(screen.getByLabelText('Description'), 'A lined tote.');
  await user.type(screen.getByLabelText('Link'), 'https://example.com/bag');
  await user.upload(
    screen.getByLabelText('Images'),
    new File([new Uint8Array([255, 216, 255])], 'bag.jpg', { type: 'image/jpeg' }),
  );
  expect(await screen.findByText('bag.jpg uploaded')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Category'), 'service');
  await user.type(screen.getByLabelText('Price (NGN)'), '12000');
  await user.type(screen.getByLabelText('Quantity'), '4');
  expect(await screen.findByRole('button', { name: 'Create Product' })).toBeEnabled();
}

/** Submits; the product is sent after exactly 1000 ms (spec: post or product submit has a 1 s delay). */
async function submit() {
  const sent = recordRequests('/prop/product', 'POST');
  freezeTimers();
  await clickStartingTimer(screen.getByRole('button', { name: 'Create Product' }));
  await expectAfterExactly(1000, () => sent.length === 1);
  thawTimers();
}

describe('Create Product form', () => {
  it('requires every field', async () => {
    const { user } = renderApp(<CreateProductForm />);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findAllByText('All fields are required')).toHaveLength(7);
    // the error summary takes the focus and links to the first invalid field
    expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Title: All fields are required' })).toHaveAttribute(
      'href',
      `#${screen.getByLabelText('Title').id}`,
    );
    expect(screen.getByLabelText('Price (NGN)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('waits 1 s, posts the numbers and says Product created successfully', async () => {
    const { user } = renderApp(<CreateProductForm />);
    await fill(user);
    await submit();
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(productsDb.created[0]).toMatchObject({
      title: 'Ankara bag',
      category: 'service',
      price: 12000,
      quantity: 4,
    });
  });

  it('tells its dialog to close once the product is created, not before', async () => {
    const onCreated = vi.fn();
    const { user } = renderApp(<CreateProductForm onCreated={onCreated} />);
    await fill(user);
    await submit();
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(productsDb.created).toHaveLength(1);
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to create product.' on failure", async () => {
    server.use(
      http.post(apiUrl('/prop/product'), () => HttpResponse.json({ status: false }, { status: 500 })),
    );
    const { user } = renderApp(<CreateProductForm />);
    await fill(user);
    await submit();
    expect(await screen.findByText('Failed to create product.')).toBeInTheDocument();
  });
});
