// Issue 17: the profile screens in another language. The words come from the profile catalogue; what the server
// holds (names, sectors, states) stays as it is; yup messages are shown translated, templates included.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_URL_MESSAGES } from '@contract/web-url';
import { resetForTests } from '@/i18n/catalogues';
import haCommon from '@/i18n/locales/ha/common.json';
import ha from '@/i18n/locales/ha/profile.json';
import ig from '@/i18n/locales/ig/profile.json';
import yoCommon from '@/i18n/locales/yo/common.json';
import yo from '@/i18n/locales/yo/profile.json';
import { changeLanguage } from '@/i18n/runtime';
import { http } from 'msw';
import { seedSession } from '@/testing/generators';
import { demoPartnerProfile } from '@/testing/mocks/handlers/profiles';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { resetSkills } from '@/testing/mocks/handlers/skills';
import { findPageHeading, renderApp } from '@/testing/render';
import { LINK_MESSAGES } from '../schemas/edit-info-schema';

// The page titles ('Your Profile', 'Settings'...) are keys of the common catalogue too; until it is filled, its empty
// entries may win over this namespace's (the runtime merges the loaded catalogues), so the tests read other texts.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  resetForTests();
  resetSkills();
});

describe('profile screens in other languages', () => {
  it("shows a partner's industry as its translated label, and no Business profile card (issue 31)", async () => {
    await changeLanguage('ha');
    seedSession('partner');
    server.use(
      http.get(apiUrl('/prop/public/partner'), () =>
        okEnvelope({ ...demoPartnerProfile, industry: 'private' }, 'Profile retrieved'),
      ),
    );
    renderApp('/profilepage');
    const information = await screen.findByRole('region', { name: ha['Your information'] });
    const industry = within(information).getByText(ha.Industry).nextElementSibling;
    expect(industry).toHaveTextContent(ha.Private);
    expect(industry).not.toHaveTextContent('private');
    expect(screen.queryByRole('region', { name: ha['Business profile'] })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ha['Your Business Profile'] })).not.toBeInTheDocument();
  });

  it('keeps the Business profile card for a creative', async () => {
    await changeLanguage('ha');
    seedSession('user');
    renderApp('/profilepage');
    expect(await screen.findByRole('region', { name: ha['Business profile'] })).toBeInTheDocument();
  });

  it('shows Your Profile in Yorùbá: headings, buttons, labels, option values and the verified ID', async () => {
    await changeLanguage('yo');
    seedSession('user');
    renderApp('/profilepage');
    await findPageHeading(/./);
    expect(await screen.findByRole('heading', { name: 'Ada Obi' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: yo['Edit My Information'] })).toBeInTheDocument();
    const information = screen.getByRole('region', { name: yo['Your information'] });
    // The stored 'Female' and the stored sector name 'Fashion' are shown in the language.
    expect(within(information).getByText(yo.Gender).nextElementSibling).toHaveTextContent(yo.Female);
    expect(within(information).getByText(yo['Industry / expertise']).nextElementSibling).toHaveTextContent(
      yoCommon['Fashion'],
    );
    expect(within(information).getByText(yo['Verification type']).nextElementSibling).toHaveTextContent(
      yo['{{type}} ending {{last4}}'].replace('{{type}}', 'NIN').replace('{{last4}}', '1234'),
    );
    expect(screen.getByRole('heading', { name: yo.Availability })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: yo['Save availability'] })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: yo['full time'] })).toHaveValue('full time');
    expect(screen.getByText(yo['Upload cover image'])).toBeInTheDocument();
  });

  it('validates Edit My Information in Hausa, a template message included', async () => {
    await changeLanguage('ha');
    seedSession('user');
    const { user } = renderApp('/profilepage');
    await user.click(await screen.findByRole('button', { name: ha['Edit My Information'] }));
    const dialog = await screen.findByRole('dialog', { name: ha['Edit My Information'] });
    const first = await within(dialog).findByLabelText(ha['First name']);
    await user.clear(first);
    await user.clear(within(dialog).getByLabelText(ha['Last name']));
    await user.type(within(dialog).getByLabelText(ha['Last name']), 'x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: haCommon.Save }));
    expect(await within(dialog).findByText(ha['First name is required.'])).toBeInTheDocument();
    // 'At most 80 characters.' is found through the template 'At most {{max}} characters.'
    expect(
      within(dialog).getByText(ha['At most {{max}} characters.'].replace('{{max}}', '80')),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: ha.Male })).toHaveValue('Male');
    expect(within(dialog).getByRole('option', { name: ha['Choose gender'] })).toBeInTheDocument();
  });

  it('says a profile is not found in Igbo', async () => {
    await changeLanguage('ig');
    renderApp('/profile/not-a-number');
    expect(await screen.findByRole('heading', { name: ig['Profile not found'] })).toBeInTheDocument();
    expect(screen.getByText(ig['This profile does not exist or is no longer public.'])).toBeInTheDocument();
  });

  it('marks the link messages lib/form-rules shows, word for word', () => {
    expect(LINK_MESSAGES).toEqual([WEB_URL_MESSAGES.website, WEB_URL_MESSAGES.social]);
  });
});
