// The portal's own funding application (issue 13): the modal's unconfigured path leads a signed-in creative to the
// form; the form checks each field, uploads the documents then applies; the applicant and the admin see statuses.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { fundingStore, makeFundingApplication, resetFunding } from '@/testing/mocks/handlers/funding';
import { findPageHeading, renderApp } from '@/testing/render';
import { FundingModal } from '../components/funding-modal';

const unconfigured = { registeredUrl: '', newUrl: '', portalName: 'the National Creative Fund portal' };
const pdf = () => new File(['%PDF-1.4 test'], 'Budget.pdf', { type: 'application/pdf' });

beforeEach(() => resetFunding());

describe('funding modal without the external forms configured', () => {
  it.each(['Yes', 'No'])(
    "%s leads a signed-in creative to the portal's own form, with their profile details",
    async (answer) => {
      seedSession('user');
      const { user } = renderApp(<FundingModal show onHide={() => undefined} config={unconfigured} />);
      await user.selectOptions(await screen.findByRole('combobox'), answer);
      await user.click(screen.getByRole('button', { name: 'Proceed' }));
      // No first explains the initial registration (issue 31); the creative's account is it, so on to the form.
      if (answer === 'No')
        await user.click(screen.getByRole('button', { name: 'Continue to the application' }));
      const form = await screen.findByRole('form', { name: 'Funding application' });
      expect(within(form).getByLabelText('Amount sought (NGN)')).toBeInTheDocument();
      expect(await within(form).findByText('Ada Obi')).toBeInTheDocument();
      expect(within(form).getByText('ada@example.com')).toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
    },
  );

  it('tells a partner that applications are for creatives and businesses', async () => {
    seedSession('partner');
    const { user } = renderApp(<FundingModal show onHide={() => undefined} config={unconfigured} />);
    await user.selectOptions(await screen.findByRole('combobox'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByText(/Funding applications are made by creatives and creative businesses/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Funding application' })).not.toBeInTheDocument();
  });
});

describe('/funding/apply', () => {
  it('checks each field before sending anything', async () => {
    seedSession('user');
    const { user } = renderApp('/funding/apply');
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Enter the amount you are seeking.')).toBeInTheDocument();
    // the error summary takes the focus and links to the first invalid field
    const summary = screen.getByRole('heading', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Amount sought (NGN): Enter the amount you are seeking.' }),
    ).toHaveAttribute('href', `#${screen.getByLabelText('Amount sought (NGN)').id}`);
    expect(screen.getByText('Tell us what the funding is for.')).toBeInTheDocument();
    expect(screen.getByText('Choose a programme.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount sought (NGN)'), '500');
    await user.type(screen.getByLabelText('Purpose of the funding'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('The amount must be at least ₦1,000.')).toBeInTheDocument();
    expect(screen.getByText('Describe the purpose in at least 20 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount sought (NGN)')).toHaveAttribute('aria-invalid', 'true');
    // A document that is not a PDF or an image is refused before upload.
    fireEvent.change(screen.getByLabelText('Supporting documents (optional)'), {
      target: { files: [new File(['<html>'], 'page.html', { type: 'text/html' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(/page.html is not a supported file/)).toBeInTheDocument();
    expect(fundingStore.requests).toEqual([]);
  });

  it('uploads the documents, then applies with their ids, confirms with the reference and lists the application', async () => {
    seedSession('user');
    const { user } = renderApp('/funding/apply');
    await user.type(await screen.findByLabelText('Amount sought (NGN)'), '250,000');
    await user.type(
      screen.getByLabelText('Purpose of the funding'),
      'Studio equipment for a recording project.',
    );
    await user.selectOptions(screen.getByLabelText('Programme'), 'Creative economy grant');
    await user.upload(screen.getByLabelText('Supporting documents (optional)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const confirmation = (await screen.findByText('Your application has been received')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(confirmation).getByText('FA-000001')).toBeInTheDocument();
    expect(confirmation).toHaveTextContent('₦250,000 under Creative economy grant. Status: Received.');
    expect(fundingStore.requests.map((r) => r.path)).toEqual(['/prop/funding/document', '/prop/funding']);
    expect(fundingStore.requests[0].body).toMatchObject({ name: 'Budget.pdf' });
    expect(fundingStore.requests[1].body).toEqual({
      amount: 250000,
      purpose: 'Studio equipment for a recording project.',
      programme: 'grant',
      documents: [100],
    });
    const list = await screen.findByRole('region', { name: 'Your funding applications' });
    expect(await within(list).findByText('FA-000001')).toBeInTheDocument();
    expect(within(list).getByText('Received')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Budget.pdf' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page', async () => {
    const { router } = renderApp('/funding/apply');
    await findPageHeading('Login').catch(() => undefined);
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('/admin/funding', () => {
  it('lists applications by status and changes one with a note', async () => {
    fundingStore.applications = [
      makeFundingApplication({
        id: 2,
        status: 'under_review',
        applicant: { name: 'Bola Ade', email: 'bola@example.com', phone_number: null, kind: 'business' },
      }),
      makeFundingApplication({ id: 1 }),
    ];
    seedSession('admin');
    const { user } = renderApp('/admin/funding');
    expect(await findPageHeading('Funding applications')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Bola Ade')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Under review (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Received (1)' }));
    await screen.findByRole('button', { name: 'Received (1)', current: 'page' });
    expect(await within(await screen.findByRole('table')).findByText('Ada Obi')).toBeInTheDocument();
    // The previous status's rows stay on screen (aria-busy) until the new page arrives.
    await waitFor(() => expect(screen.queryByText('Bola Ade')).not.toBeInTheDocument());

    const change = screen.getByRole('form', { name: 'Change the status of FA-000001' });
    await user.selectOptions(within(change).getByLabelText('New status'), 'Under review');
    await user.type(within(change).getByLabelText('Note to the applicant (optional)'), 'We will call you.');
    await user.click(within(change).getByRole('button', { name: 'Update status' }));
    expect(
      await screen.findByText('FA-000001 is now under review; the applicant has been e-mailed.'),
    ).toBeInTheDocument();
    expect(fundingStore.requests.at(-1)).toEqual({
      path: '/prop/admin/funding/1',
      body: { status: 'under_review', note: 'We will call you.' },
    });
  });
});
