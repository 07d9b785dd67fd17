// The proposals screens in Nigerian Pidgin (issue 17): the page, its cards, statuses and the create dialog read from
// the proposals catalogue; the sample proposals' own titles stay as written.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import pcm from '@/i18n/locales/pcm/proposals.json';
import { changeLanguage } from '@/i18n/runtime';
import { findPageHeading, renderApp } from '@/testing/render';
import { SAMPLE_PROPOSALS } from '../data/sample-proposals';

configure({ asyncUtilTimeout: 8000 }); // shared machine: lazy routes and modals may take seconds

afterEach(resetForTests);

describe('proposals in Pidgin', () => {
  it('shows the list, the statuses and the create dialog from the catalogue', async () => {
    await changeLanguage('pcm');
    const { user } = renderApp('/proposalpage', { features: [] });
    await findPageHeading(pcm['Proposals']);
    expect(screen.getByText(pcm['Change the world, one proposal at a time.'])).toBeInTheDocument();
    const first = SAMPLE_PROPOSALS[0];
    expect(
      screen.getByRole('link', { name: pcm['View proposal: {{title}}'].replace('{{title}}', first.title) }),
    ).toHaveTextContent(pcm['View proposal']);
    expect(screen.getAllByText(pcm[first.status]).length).toBeGreaterThan(0);
    expect(screen.queryByText('View proposal')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: pcm['Create a Proposal'] }));
    const dialog = await screen.findByRole('dialog', { name: pcm['Create a Proposal'] });
    expect(within(dialog).getByRole('option', { name: pcm['PENDING'] })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(pcm['Approval Letter'])).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: pcm['Submit proposal'] })).toBeInTheDocument();
  });
});
