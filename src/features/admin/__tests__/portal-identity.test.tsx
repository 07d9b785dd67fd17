// The admin's Portal identity screen (issue 31): loads what visitors get, checks the fields by the server's rule
// before saving, saves (the footer shows the new identity at once), shows a refused field's problem, and resets to
// the server's settings. And the footer and chat button read the identity.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DEMO_IDENTITY } from '@contract/portal-identity';
import { seedSession } from '@/testing/generators';
import { mockIdentity, resetMockIdentity } from '@/testing/mocks/handlers/portal-identity';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

configure({ asyncUtilTimeout: 5000 });

/** The site footer (the main layout has another contentinfo landmark on some pages). */
const siteFooter = () =>
  screen.getAllByRole('contentinfo').find((element) => element.classList.contains('site-footer'))!;
beforeEach(() => {
  resetMockIdentity();
});

describe('/admin/identity', () => {
  it('is in the admin navigation and edits the identity; the footer shows it at once', async () => {
    seedSession('admin');
    const { user } = renderApp('/admin/identity');
    await findPageHeading('Portal identity');
    const name = await screen.findByRole('textbox', { name: 'Full name of the operator' });
    expect(name).toHaveValue(DEMO_IDENTITY.name);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Portal identity' }),
    ).toHaveAttribute('href', '/admin/identity');

    await user.clear(screen.getByRole('textbox', { name: 'Short name' }));
    await user.type(screen.getByRole('textbox', { name: 'Short name' }), 'FMT');
    await user.clear(screen.getByRole('textbox', { name: 'WhatsApp number for the chat button' }));
    await user.type(
      screen.getByRole('textbox', { name: 'WhatsApp number for the chat button' }),
      '0803 123 4567',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Portal identity saved.')).toBeInTheDocument();
    expect(mockIdentity.stored).toMatchObject({ short_name: 'FMT', whatsapp: '+2348031234567' });
    // The footer reads the saved identity without another request.
    expect(within(siteFooter()).getByText(/· FMT/)).toBeInTheDocument();
    // Now stored: the server's setting shows under a changed field, and the reset is offered.
    expect(screen.getByText(`Server setting: ${DEMO_IDENTITY.short_name}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the server’s settings' }));
    await waitFor(() => expect(mockIdentity.stored).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Short name' })).toHaveValue(DEMO_IDENTITY.short_name),
    );
  });

  it('refuses a bad e-mail and a javascript: link before sending, naming each field', async () => {
    seedSession('admin');
    const { user } = renderApp('/admin/identity');
    const email = await screen.findByRole('textbox', { name: 'Contact e-mail' });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    const x = screen.getByRole('textbox', { name: 'X (Twitter) link' });
    await user.clear(x);
    await user.type(x, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    // the error summary takes the focus and links to the first invalid field
    expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Contact e-mail: Please enter a valid e-mail address.' }),
    ).toHaveAttribute('href', `#${email.id}`);
    expect(screen.getByText('Enter a valid link starting with http:// or https://.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(mockIdentity.stored).toBeNull();
  });

  it('is for admins only', async () => {
    seedSession('user');
    renderApp('/admin/identity');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Short name' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { level: 1, name: 'Portal identity' })).not.toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('shows only the configured social networks, with the operator’s short name', async () => {
    renderApp('/homepage', {
      identity: { ...DEMO_IDENTITY, x_url: '', facebook_url: '', short_name: 'FMT' },
    });
    await findPageHeading('Home');
    const footer = siteFooter();
    const social = await within(footer).findByRole('link', { name: 'TikTok' });
    expect(social).toHaveAttribute('href', DEMO_IDENTITY.tiktok_url);
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'X (Twitter)' })).not.toBeInTheDocument();
    expect(within(footer).getByText(/· FMT/)).toBeInTheDocument();
  });

  it('asks the host for the identity after the capabilities', async () => {
    renderApp('/homepage', { features: 'ask' });
    await findPageHeading('Home');
    // The mocked host offers 'portal-identity' and answers the demo identity: its networks appear.
    expect(await within(siteFooter()).findByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      DEMO_IDENTITY.linkedin_url,
    );
  });

  it('does not ask a spec-only host (no capabilities): the bundled defaults stand, and no chat button', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('/capabilities'), () => HttpResponse.json({ status: false }, { status: 404 })),
      http.get(apiUrl('/prop/public/identity'), () => {
        asked += 1;
        return HttpResponse.json({ status: false }, { status: 404 });
      }),
    );
    renderApp('/homepage', { features: 'ask' });
    await findPageHeading('Home');
    expect(await within(siteFooter()).findByRole('link', { name: 'Follow us' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toBe(0);
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument();
  });
});
