import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '@/testing/render';
import { firstWords, SAMPLE_PROPOSALS } from '../data/sample-proposals';

// A host with only the spec's API (no `calls` extension): the spec's sample data, as before issue 32.
const specHost = { features: [] } as const;
import { NOT_SAVED } from '../components/create-proposal-modal';

configure({ asyncUtilTimeout: 8000 }); // shared machine: lazy routes and modals may take seconds

const proposalLinks = () => screen.queryAllByRole('link', { name: /^View proposal/ });

describe('proposals page', () => {
  it('shows the banner and 3 sample proposals per page, paging in the URL', async () => {
    const { user, router } = renderApp('/proposalpage', specHost);
    await findPageHeading('Proposals');
    expect(screen.getByText('Change the world, one proposal at a time.')).toBeInTheDocument();
    expect(SAMPLE_PROPOSALS).toHaveLength(8);
    expect(proposalLinks()).toHaveLength(3);
    expect(proposalLinks()[0]).toHaveAttribute('href', '/proposaldetailsPage/1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(proposalLinks()).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=3');
  });

  it('searches by title, and says so when nothing matches', async () => {
    const { user } = renderApp('/proposalpage', specHost);
    await findPageHeading('Proposals');
    const box = screen.getByRole('searchbox', { name: 'Search proposals by title' });
    await user.type(box, 'film{Enter}');
    expect(proposalLinks()).toHaveLength(1);
    await user.clear(box);
    await user.type(box, 'zzz{Enter}');
    expect(screen.getByText('No proposals found')).toBeInTheDocument();
  });

  it('checks every field and the file types, and says honestly that nothing was saved', async () => {
    renderApp('/proposalpage', specHost);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Create a Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Proposal' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit proposal' }));
    expect(await within(dialog).findByText('All fields are required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Puppet theatre');
    await user.type(within(dialog).getByLabelText('Host'), 'Ibadan Arts');
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-01');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'PENDING');
    await user.type(within(dialog).getByLabelText('Cover letter'), 'Dear Ministry');
    await user.upload(
      within(dialog).getByLabelText('Cover Letter'),
      new File(['%PDF'], 'c.pdf', { type: 'application/pdf' }),
    );
    await user.upload(
      within(dialog).getByLabelText('CAC'),
      new File(['x'], 'c.docx', { type: 'application/msword' }),
    );
    await user.upload(
      within(dialog).getByLabelText('Approval Letter'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit proposal' }));
    expect(await within(dialog).findByText('Upload a JPEG, PNG or PDF file.')).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('CAC'),
      new File(['jpg'], 'c.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit proposal' }));
    expect(await within(dialog).findByText(NOT_SAVED)).toBeInTheDocument();
    expect(NOT_SAVED).toMatch(/not saved/);
  });
});

describe('proposal details', () => {
  it('shows the proposal and similar proposals cut at 8 words', async () => {
    renderApp('/proposaldetailsPage/2', specHost);
    await findPageHeading('Proposal Details');
    expect(screen.getByRole('heading', { name: 'Adire Textile Revival Programme' })).toBeInTheDocument();
    ['Cover Letter', 'CAC', 'Approval Letter'].forEach((name) =>
      expect(screen.getByText(name)).toBeInTheDocument(),
    );
    const side = screen.getByRole('complementary', { name: 'Similar proposals' });
    const first = SAMPLE_PROPOSALS[0];
    expect(within(side).getByText(firstWords(first.coverLetter))).toBeInTheDocument();
    expect(firstWords(first.coverLetter)).toBe('We propose a twelve-week film lab for young…');
    expect(within(side).queryByText('Adire Textile Revival Programme')).not.toBeInTheDocument();
  });

  it("shows 'Opportunity not found' for an unknown id", async () => {
    renderApp('/proposaldetailsPage/999', specHost);
    await waitFor(() => expect(screen.getByText('Opportunity not found')).toBeInTheDocument());
  });
});
