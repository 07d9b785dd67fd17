import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { findPageHeading, renderApp } from '@/testing/render';
import { FundingModal } from '../components/funding-modal';

const config = {
  registeredUrl: 'https://forms.example.org/registered',
  newUrl: 'https://forms.example.org/new',
  portalName: 'the National Creative Fund portal',
};

function renderModal(overrides: Partial<typeof config> = {}) {
  let hidden = 0;
  const result = renderApp(
    <FundingModal show onHide={() => (hidden += 1)} config={{ ...config, ...overrides }} />,
  );
  return { ...result, hiddenCount: () => hidden };
}

describe('funding modal', () => {
  it('asks the configured question with a Yes/No select and Proceed', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText(
      'Have you completed your initial registration on the National Creative Fund portal?',
    );
    expect(within(select).getByRole('option', { name: 'Yes' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'No' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });

  it('asks for an answer before proceeding', async () => {
    const { user } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(screen.getByText('Please select Yes or No.')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Yes embeds the registered form with a spinner until it loads', async () => {
    const { user } = renderModal();
    await user.selectOptions(await screen.findByRole('combobox'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const frame = screen.getByTitle('Funding application form');
    expect(frame).toHaveAttribute('src', config.registeredUrl);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    fireEvent.load(frame);
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
  });

  it('No embeds the form for new applicants', async () => {
    const { user } = renderModal();
    await user.selectOptions(await screen.findByRole('combobox'), 'No');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.getByTitle('Funding registration form')).toHaveAttribute('src', config.newUrl);
  });

  it("an unconfigured or unusable URL leads a signed-out visitor to sign in for the portal's own form", async () => {
    const { user } = renderModal({ newUrl: '', registeredUrl: 'javascript:alert(1)' });
    await user.selectOptions(await screen.findByRole('combobox'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(/Please sign in to apply for funding/)).toBeInTheDocument();
    // back to the portal's own form after signing in (docs/journeys.md)
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Ffunding%2Fapply',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('without forms, Yes and No differ: No first explains the initial registration and offers it (issue 31)', async () => {
    const { user, hiddenCount } = renderModal({ newUrl: '', registeredUrl: '' });
    await user.selectOptions(await screen.findByRole('combobox'), 'No');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.getByRole('heading', { name: 'Initial registration' })).toBeInTheDocument();
    expect(screen.getByText(/Before you apply for funding, you register once/)).toBeInTheDocument();
    expect(screen.queryByText(/Please sign in to apply for funding/)).not.toBeInTheDocument();
    const register = screen.getByRole('link', { name: 'Register now' });
    expect(register).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await user.click(register);
    expect(hiddenCount()).toBe(1);
  });

  it('No, for a signed-in creative: their account is the registration; Continue leads to the form', async () => {
    seedSession('user');
    const { user } = renderModal({ newUrl: '', registeredUrl: '' });
    await user.selectOptions(await screen.findByRole('combobox'), 'No');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.getByRole('heading', { name: 'Initial registration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your profile' })).toHaveAttribute('href', '/profilepage');
    expect(screen.queryByLabelText(/Amount/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to the application' }));
    expect(await screen.findByLabelText(/Amount/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Initial registration' })).not.toBeInTheDocument();
  });

  it('Yes, for a signed-in creative, goes straight to the form', async () => {
    seedSession('user');
    const { user } = renderModal({ newUrl: '', registeredUrl: '' });
    await user.selectOptions(await screen.findByRole('combobox'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByLabelText(/Amount/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Initial registration' })).not.toBeInTheDocument();
  });

  it('closing resets the choice', async () => {
    const { user, hiddenCount } = renderModal();
    await user.selectOptions(await screen.findByRole('combobox'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.getByTitle('Funding application form')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(hiddenCount()).toBe(1);
    // The parent keeps it shown here: the modal itself is back at the question with no answer chosen.
    expect(await screen.findByRole('combobox')).toHaveValue('');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('opening the funding modal', () => {
  it('the header button opens it in place, and closing it leaves the page', async () => {
    const { user, router } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(screen.getByRole('button', { name: 'Apply for funding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for funding' });
    expect(router.state.location.pathname).toBe('/homepage');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Yes');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply for funding' }));
    expect(within(await screen.findByRole('dialog')).getByRole('combobox')).toHaveValue('');
  });

  it.each(['/funding', '/fundingpage'])('%s opens it on arrival', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('dialog', { name: 'Apply for funding' })).toBeInTheDocument();
  });

  it('/fundingpage explains the funding and has a button to open the modal again', async () => {
    const { user } = renderApp('/fundingpage');
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await findPageHeading('Funding for Creatives and Creative Businesses')).toBeInTheDocument();
    const open = screen.getAllByRole('button', { name: 'Apply for funding' });
    await user.click(open[open.length - 1]);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
