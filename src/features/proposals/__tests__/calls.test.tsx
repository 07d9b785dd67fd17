// Calls for proposals in the portal (issue 32): /proposalpage lists real open calls (spec banner, search, 3 per
// page), the details page shows eligibility, documents and similar calls cut at 8 words, a creative submits the spec's
// proposal shape and sees it on My proposals, a partner publishes a call and decides with a message.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePartner, seedSession } from '@/testing/generators';
import { callsStore, makeCall, makeProposal, resetCalls } from '@/testing/mocks/handlers/calls';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { toCall, toProposal } from '../api/call-adapter';
import { callFormValues, editedCallBody } from '../components/create-call-modal';
import { firstWords } from '../data/sample-proposals';

configure({ asyncUtilTimeout: 8000 }); // shared machine: lazy routes and modals may take seconds

beforeEach(() => {
  resetCalls();
  for (let i = 1; i <= 4; i += 1) callsStore.calls.push(makeCall({ id: i, title: `Film Fund ${i}` }));
  callsStore.calls.push(makeCall({ id: 5, title: 'Closed grant', open: false }));
});

const callLinks = () => screen.queryAllByRole('link', { name: /^View call/ });

describe('the list of calls', () => {
  it('shows the banner and 3 open calls per page with host, title and closing date', async () => {
    const { user } = renderApp('/proposalpage');
    await findPageHeading('Proposals');
    expect(screen.getByText('Change the world, one proposal at a time.')).toBeInTheDocument();
    await waitFor(() => expect(callLinks()).toHaveLength(3));
    expect(callLinks()[0]).toHaveAttribute('href', '/proposaldetailsPage/1');
    expect(screen.getAllByText('Arts Trust')).toHaveLength(3);
    expect(screen.getAllByText(/^Closes: /)[0]).toHaveTextContent('Closes: 31');
    expect(screen.queryByText('Closed grant')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(callLinks()).toHaveLength(1));
    // Anonymous visitors get neither tab nor the partner's button.
    expect(screen.queryByRole('button', { name: 'My proposals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish a call for proposals' })).not.toBeInTheDocument();
  });

  it('searches by title', async () => {
    const { user } = renderApp('/proposalpage');
    await waitFor(() => expect(callLinks()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search proposals by title' }), 'Fund 4{Enter}');
    await waitFor(() => expect(callLinks()).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: 'Search proposals by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search proposals by title' }), 'zzz{Enter}');
    expect(await screen.findByText('No proposals found')).toBeInTheDocument();
  });
});

describe('one call', () => {
  it('shows who may apply, the documents and similar calls cut at 8 words', async () => {
    renderApp('/proposaldetailsPage/2');
    expect(await screen.findByRole('heading', { name: 'Film Fund 2' })).toBeInTheDocument();
    expect(screen.getByText('Creatives, Businesses')).toBeInTheDocument();
    expect(screen.getByText(/All sectors/)).toBeInTheDocument();
    expect(screen.getByText('₦500,000 – ₦2,000,000')).toBeInTheDocument();
    expect(screen.getByText('CAC')).toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'Similar proposals' });
    const cut = firstWords(callsStore.calls[0].description, 8);
    expect(cut).toBe('We fund short films about Nigerian cities, call…');
    await waitFor(() => expect(within(side).getAllByText(cut).length).toBeGreaterThan(0));
    expect(within(side).queryByText('Film Fund 2')).not.toBeInTheDocument();
    // Signed out: the way in, not a form that would fail.
    expect(screen.getByRole('link', { name: 'Log in to submit a proposal' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("shows 'Opportunity not found' for an unknown id", async () => {
    renderApp('/proposaldetailsPage/999');
    expect(await screen.findByText('Opportunity not found')).toBeInTheDocument();
  });
});

describe('a creative sends a proposal', () => {
  it('checks every field and the file types, sends the documents as multipart, and sees PENDING on My proposals', async () => {
    seedSession('user');
    renderApp('/proposaldetailsPage/1');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Submit a proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Proposal' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit proposal' }));
    expect(await within(dialog).findByText('All fields are required')).toBeInTheDocument();
    // the error summary takes the focus and links to the first invalid field
    expect(within(dialog).getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Title: Required' })).toHaveAttribute(
      'href',
      `#${within(dialog).getByLabelText('Title').id}`,
    );
    await user.type(within(dialog).getByLabelText('Title'), 'Lagos at night');
    await user.type(within(dialog).getByLabelText('Cover letter'), 'Dear Arts Trust');
    await user.upload(
      within(dialog).getByLabelText('Cover Letter'),
      new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }),
    );
    await user.upload(
      within(dialog).getByLabelText('CAC'),
      new File(['x'], 'cac.docx', { type: 'application/msword' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit proposal' }));
    expect(await within(dialog).findByText('Upload a JPEG, PNG or PDF file.')).toBeInTheDocument();
    expect(callsStore.requests).toHaveLength(0);
    await user.upload(
      within(dialog).getByLabelText('CAC'),
      new File(['png'], 'cac.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit proposal' }));
    await waitFor(() => expect(callsStore.requests).toHaveLength(1));
    expect(callsStore.requests[0]).toMatchObject({
      path: '/prop/call/1/proposal',
      // multipart: a file part per document, named by it (jsdom's fetch drops the file's own name: a browser sends it)
      body: {
        multipart: true,
        title: 'Lagos at night',
        coverLetter: 'Dear Arts Trust',
        documents: [
          { name: 'Cover Letter', type: 'pdf', data: btoa('%PDF-1.4') },
          { name: 'CAC', type: 'png', data: btoa('png') },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists My proposals with their status and the decision message, and withdraws one', async () => {
    callsStore.proposals.push(
      makeProposal({ id: 1, title: 'Night markets', status: 'APPROVED', message: 'Well done' }),
      makeProposal({ id: 2, title: 'Harmattan' }),
    );
    seedSession('business');
    const { user } = renderApp('/proposalpage');
    await user.click(await screen.findByRole('button', { name: 'My proposals' }));
    const list = await screen.findByRole('list', { name: 'My proposals' });
    await waitFor(() => expect(within(list).getByText('Night markets')).toBeInTheDocument());
    expect(within(list).getByText('APPROVED')).toBeInTheDocument();
    expect(within(list).getByText(/Well done/)).toBeInTheDocument();
    expect(within(list).getByText('PENDING')).toBeInTheDocument();
    window.confirm = () => true;
    await user.click(within(list).getAllByRole('button', { name: 'Withdraw' })[1]);
    await waitFor(() => expect(within(list).queryByText('Harmattan')).not.toBeInTheDocument());
    expect(callsStore.requests.at(-1)).toMatchObject({ path: '/prop/proposal/2', method: 'DELETE' });
  });

  it('edits a PENDING proposal: filled in, and a document left empty is kept', async () => {
    callsStore.proposals.push(makeProposal({ id: 3, title: 'Harmattan' }));
    seedSession('user');
    const { user } = renderApp('/proposalpage');
    await user.click(await screen.findByRole('button', { name: 'My proposals' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your proposal' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Harmattan');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Harmattan haze');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(callsStore.requests.at(-1)).toMatchObject({
        path: '/prop/proposal/3',
        method: 'PUT',
        body: {
          multipart: true,
          title: 'Harmattan haze',
          coverLetter: 'A ten-minute film about night markets.',
          documents: [],
        },
      }),
    );
  });

  it('hides everything of calls against a host without the extension', async () => {
    renderApp('/proposalpage', { features: [] });
    await findPageHeading('Proposals');
    expect(await screen.findAllByRole('link', { name: /^View proposal/ })).toHaveLength(3);
    expect(callLinks()).toHaveLength(0);
  });
});

describe('the partner', () => {
  it('publishes a call with its documents and eligibility', async () => {
    seedSession('partner', { profile: makePartner({ approved: true }) });
    const { user } = renderApp('/proposalpage');
    await user.click(await screen.findByRole('button', { name: 'Publish a call for proposals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a call for proposals' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('All fields are required')).toBeInTheDocument();
    // the error summary takes the focus and links to the first invalid field
    expect(within(dialog).getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Title: Required' })).toHaveAttribute(
      'href',
      `#${within(dialog).getByLabelText('Title').id}`,
    );
    await user.type(within(dialog).getByLabelText('Title'), 'Design grant');
    await user.type(within(dialog).getByLabelText('Description'), 'For product designers.');
    await user.type(within(dialog).getByLabelText('Opening date'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('Closing date'), '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText('The closing date must be after the opening date.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Closing date'));
    await user.type(within(dialog).getByLabelText('Closing date'), '2027-01-31');
    await user.click(within(dialog).getByLabelText('Businesses'));
    await user.click(within(dialog).getByLabelText('Approval Letter'));
    await user.type(within(dialog).getByLabelText('Other documents (separated by commas)'), 'Budget, cac');
    await user.selectOptions(within(dialog).getByLabelText('States (none chosen: all)'), ['Lagos', 'Kano']);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsStore.requests).toHaveLength(1));
    expect(callsStore.requests[0].body).toMatchObject({
      title: 'Design grant',
      opens_at: '2026-12-01',
      closes_at: '2027-01-31',
      eligible_kinds: ['creative'],
      documents_required: ['Cover Letter', 'CAC', 'Budget'],
      states: ['Kano', 'Lagos'],
      sectors: [],
      amount_min: null,
      host: null,
    });
  });

  it('reviews a call: notes, and a decision that needs a message', async () => {
    callsStore.proposals.push(makeProposal({ id: 1, title: 'Night markets' }));
    seedSession('partner', { profile: makePartner({ approved: true }) });
    const { user } = renderApp('/proposalpage?review=1');
    expect(await screen.findByRole('heading', { name: 'Proposals for Film Fund 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Night markets')).toBeInTheDocument());
    expect(screen.getByText(/Applicant account deleted/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Private note (only you and the ministry see it)'), 'Strong reel');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(callsStore.requests.at(-1)).toMatchObject({
        path: '/prop/proposal/1/note',
        body: { note: 'Strong reel' },
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Decision' }), 'APPROVED');
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(
      await screen.findByText('Choose a decision and write a message to the applicant.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message to the applicant'), 'Congratulations');
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    await waitFor(() =>
      expect(callsStore.requests.at(-1)).toMatchObject({
        path: '/prop/proposal/1',
        method: 'PATCH',
        body: { status: 'APPROVED', message: 'Congratulations' },
      }),
    );
    expect(await screen.findByText('Only an admin can change a decision.')).toBeInTheDocument();
  });
});

describe('the adapters', () => {
  it('read a full call and proposal, and tolerate a thin one', () => {
    const call = makeCall({ id: 7 });
    expect(toCall(call)).toMatchObject({
      id: 7,
      title: 'Call 7',
      eligible_kinds: ['creative', 'business'],
      open: true,
    });
    expect(toCall({ id: 3, title: 'x', eligible_kinds: ['alien'] })).toMatchObject({
      id: 3,
      eligible_kinds: [],
      documents_required: [],
      amount_min: null,
      open: false,
    });
    const proposal = makeProposal({ id: 4, status: 'REJECTED' });
    expect(toProposal(proposal)).toEqual(proposal);
    expect(toProposal({ id: 5, status: 'WEIRD' })).toMatchObject({ id: 5, status: 'PENDING', documents: [] });
    expect(toProposal({ id: 6, applicant: null })).toMatchObject({ applicant: null });
  });
});

describe('editing a published call', () => {
  it('opens the call form filled in from My calls; a closing date moved keeps the exact opening instant', async () => {
    callsStore.calls[0] = makeCall({
      id: 1,
      title: 'Film Fund 1',
      opens_at: '2026-11-01T09:30:00.000Z',
      closes_at: '2099-12-31T22:59:00.000Z',
      documents_required: ['Cover Letter', 'Budget'],
      states: ['Lagos'],
    });
    callsStore.proposals.push(makeProposal({ id: 1 })); // one sent: the form says what may no longer change
    seedSession('partner', { profile: makePartner({ approved: true }) });
    const { user } = renderApp('/proposalpage');
    await user.click(await screen.findByRole('button', { name: 'My calls' }));
    await user.click(await screen.findByRole('button', { name: 'Edit: Film Fund 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the call for proposals' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Film Fund 1');
    expect(within(dialog).getByLabelText('Opening date')).toHaveValue('2026-11-01');
    expect(within(dialog).getByLabelText('Closing date')).toHaveValue('2099-12-31');
    expect(within(dialog).getByLabelText('Cover Letter')).toBeChecked();
    expect(within(dialog).getByLabelText('CAC')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Other documents (separated by commas)')).toHaveValue('Budget');
    expect(within(dialog).getByText(/the closing date can only move later/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Closing date'));
    await user.type(within(dialog).getByLabelText('Closing date'), '2100-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsStore.requests.at(-1)?.method).toBe('PUT'));
    expect(callsStore.requests.at(-1)).toMatchObject({
      path: '/prop/call/1',
      body: {
        title: 'Film Fund 1',
        // the opening day is unchanged: its exact instant is sent back, not the start of the day
        opens_at: '2026-11-01T09:30:00.000Z',
        closes_at: '2100-01-15',
        documents_required: ['Cover Letter', 'Budget'],
        states: ['Lagos'],
        host: 'Arts Trust',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the form (a rule of an edit once proposals exist)", async () => {
    const refusal = 'Once proposals have been sent, the documents required cannot change.';
    server.use(http.put(apiUrl('/prop/call/:id'), () => errorEnvelope(409, refusal)));
    seedSession('admin');
    const { user } = renderApp('/proposaldetailsPage/2');
    // An admin may edit or take down a partner's call from its page; only its author deletes it.
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    expect(screen.getByRole('button', { name: /^Take down/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Edit the call for proposals' });
    await user.click(within(dialog).getByLabelText('Approval Letter'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });
});

describe('editedCallBody', () => {
  it('keeps the stored instants of days left unchanged and the images unless a new one is chosen', () => {
    const call = toCall(
      makeCall({
        opens_at: '2026-11-01T09:30:00.000Z',
        closes_at: '2026-12-01T13:00:00.000Z',
        images: ['/uploads/a.png'],
      }),
    );
    const values = callFormValues(call);
    expect(editedCallBody(values, [], call)).toMatchObject({
      opens_at: '2026-11-01T09:30:00.000Z',
      closes_at: '2026-12-01T13:00:00.000Z',
      images: ['/uploads/a.png'],
    });
    expect(editedCallBody({ ...values, closes_at: '2026-12-02' }, ['/uploads/b.png'], call)).toMatchObject({
      closes_at: '2026-12-02',
      images: ['/uploads/b.png'],
    });
  });
});
