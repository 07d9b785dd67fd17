// The feed in another language (issue 17): the search, the promo banner, the post card and the likes come from
// the feed catalogue; the posts themselves stay as their authors wrote them.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import igCommon from '@/i18n/locales/ig/common.json';
import ig from '@/i18n/locales/ig/feed.json';
import pcm from '@/i18n/locales/pcm/feed.json';
import { changeLanguage, pendingLoad } from '@/i18n/runtime';
import { makePost } from '@/testing/generators';
import { postsDb, resetPostsDb } from '@/testing/mocks/handlers/posts';
import { renderApp } from '@/testing/render';

beforeEach(() => resetPostsDb(0));

/** Switches and loads the feed's catalogue before the render (a screen that suspends for it is not retried under
 * the test renderer: see the report of issue 17's common/feed part). */
async function switchTo(language: 'ig' | 'pcm') {
  await changeLanguage(language);
  await pendingLoad('feed');
}
afterEach(resetForTests);

describe('the feed in another language', () => {
  it('says there are no posts yet in Pidgin', async () => {
    postsDb.items = [];
    await switchTo('pcm');
    renderApp('/homepage');
    expect(await screen.findByText(pcm['No posts yet.'])).toBeInTheDocument();
  });
  it('shows the feed in Igbo', async () => {
    postsDb.items = [makePost({ title: 'Adire prints', likes: 3 })];
    await switchTo('ig');
    renderApp('/homepage');
    expect(await screen.findByRole('heading', { name: 'Adire prints' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: ig['Search posts by title'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ig['Search'] })).toBeInTheDocument();
    expect(screen.getByText(ig['Coming Soon'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ig['Learn more about IP licensing'] })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: ig['Like {{title}}'].replace('{{title}}', 'Adire prints') }),
    ).toBeInTheDocument();
    expect(screen.getByText(ig['{{count}} like_other'].replace('{{count}}', '3'))).toBeInTheDocument();
  });
});

describe("a post's author in another language", () => {
  it('names their sector and category in it (the stored English names are the catalogue’s keys)', async () => {
    const post = makePost({ title: 'Adire prints' });
    post.author = { ...post.author!, expertise: 'Fashion', category: 'Adire & Textile Dyeing' };
    postsDb.items = [post];
    await switchTo('ig');
    renderApp('/homepage');
    await screen.findByRole('heading', { name: 'Adire prints' });
    expect(igCommon['Fashion']).not.toBe('');
    expect(screen.getByText(igCommon['Fashion'])).toBeInTheDocument();
    expect(screen.getByText(igCommon['Adire & Textile Dyeing'])).toBeInTheDocument();
  });
});
