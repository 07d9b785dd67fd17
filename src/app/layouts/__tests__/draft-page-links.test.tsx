// A static page whose text still holds '[To be provided by the Ministry]' is a draft (issue 13): the sidebar's About
// Us list and the footer leave its link out, from the page list's draft flags; a finished page's link appears.
// The privacy policy, the terms and the accessibility statement are never drafts (issue 31): always in the footer.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageListHandler } from '@/testing/mocks/handlers/pages';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { aboutItems, footerPageItems, shownNavItems } from '../nav-items';

async function openPageLinks() {
  const { user } = renderApp('/homepage');
  await findPageHeading('Home');
  const nav = screen.getByRole('navigation', { name: 'Sidebar navigation' });
  await user.click(within(nav).getByRole('button', { name: /About Us/ }));
  const footer = screen.getByRole('navigation', { name: 'Footer' });
  // FAQ (never a draft in these tests) shows once the page list has answered.
  await within(nav).findByRole('link', { name: 'FAQ' });
  const names = (region: HTMLElement) =>
    within(region)
      .getAllByRole('link')
      .map((link) => link.textContent);
  return { sidebar: names(nav), footer: names(footer) };
}

describe('links to draft pages', () => {
  it('the drafted pages (all but the FAQ today) are left out of the sidebar and the footer', async () => {
    const { sidebar, footer } = await openPageLinks();
    expect(sidebar).toContain('FAQ');
    for (const draft of ['Vision & Mission', '8-Point Plan', 'About the Ministry'])
      expect(sidebar).not.toContain(draft);
    expect(footer).not.toContain('About Us');
    expect(footer).toEqual(
      expect.arrayContaining(['Directory', 'Privacy Policy', 'Terms & Condition', 'Accessibility']),
    );
  });

  it('links the privacy policy and the terms from the footer before the page list answers', () => {
    const shown = shownNavItems(footerPageItems, undefined).map((item) => item.label);
    expect(shown).toEqual(['Privacy Policy', 'Terms & Condition', 'Accessibility', 'Open data']);
  });

  it('a page the Ministry has finished shows again', async () => {
    server.use(pageListHandler((slug) => slug !== 'about' && slug !== 'faq'));
    const { sidebar, footer } = await openPageLinks();
    expect(sidebar).toContain('About the Ministry');
    expect(sidebar).not.toContain('Vision & Mission');
    expect(footer).toEqual(expect.arrayContaining(['About Us', 'Privacy Policy', 'Terms & Condition']));
  });

  it('a host without the page list shows every link, as the spec navigation does', async () => {
    server.use(
      http.get(apiUrl('/prop/pages'), () =>
        HttpResponse.json({ status: false, message: 'No such endpoint' }, { status: 404 }),
      ),
    );
    const { sidebar, footer } = await openPageLinks();
    expect(sidebar).toEqual(
      expect.arrayContaining(['Vision & Mission', '8-Point Plan', 'About the Ministry', 'FAQ']),
    );
    expect(footer).toEqual(expect.arrayContaining(['About Us', 'Privacy Policy', 'Terms & Condition']));
  });

  it('before the list answers no page link shows, so a draft never flashes up', () => {
    expect(shownNavItems(aboutItems, undefined)).toEqual([]);
    expect(shownNavItems([{ label: 'Home', to: '/homepage' }], undefined)).toHaveLength(1);
  });
});
