// The static pages in five languages (issue 17): the reader's language is asked for (?lang=, refetched on a switch),
// a page without a version in it shows the English with a note naming the language, and the admin editor edits
// each language's version through its language picker.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DRAFTS } from '@contract/page-drafts';
import { loadNamespace, resetForTests } from '@/i18n/catalogues';
import ha from '@/i18n/locales/ha/static-pages.json';
import yo from '@/i18n/locales/yo/static-pages.json';
import { changeLanguage, type Language } from '@/i18n/runtime';
import { seedSession } from '@/testing/generators';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { LanguageNote } from '../components/language-note';
import { LanguagePicker } from '../components/page-editor';
import { StaticPage } from '../components/static-page';

const slow = { timeout: 10_000 };

afterEach(resetForTests);

/** Switches with this namespace's catalogue already here, so that the first render does not suspend. */
async function switchTo(language: Language) {
  await loadNamespace('static-pages', language);
  await act(async () => {
    await changeLanguage(language);
  });
}

const NOTE = 'This page is not yet available in {{language}}. It is shown in English.';

/** GET /prop/pages/privacy: a Yorùbá version, English otherwise; records the languages asked for. */
function privacyHandler(asked: string[]) {
  return http.get(apiUrl('/prop/pages/privacy'), ({ request }) => {
    const lang = new URL(request.url).searchParams.get('lang') ?? 'none';
    asked.push(lang);
    const yoruba = lang === 'yo';
    return okEnvelope({
      slug: 'privacy',
      title: yoruba ? 'Ìlànà Àṣírí' : 'Privacy Policy',
      summary: null,
      sections: [
        { heading: yoruba ? 'Ohun tí a ń gbà' : 'What we collect', paragraphs: ['…'] },
        { heading: yoruba ? 'Ẹ̀tọ́ yín' : 'Your rights', paragraphs: ['…'] },
      ],
      updated_at: '2026-11-23T10:00:00.000Z',
      draft: false,
      language: yoruba ? 'yo' : 'en',
    });
  });
}

describe('the note on a page shown in English', () => {
  it("names the language in the reader's language", async () => {
    await switchTo('ha');
    renderApp(
      <Suspense fallback="…">
        <LanguageNote language="ha" />
      </Suspense>,
    );
    expect(await screen.findByRole('note', undefined, slow)).toHaveTextContent(
      ha[NOTE].replace('{{language}}', ha.Hausa),
    );
  });

  it('reads in English as the issue words it', () => {
    renderApp(<LanguageNote language="ig" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'This page is not yet available in Igbo. It is shown in English.',
    );
  });
});

describe("a static page in the reader's language", () => {
  it('asks in Hausa and, given the English, shows it with the note and marks its text as English', async () => {
    const asked: string[] = [];
    server.use(privacyHandler(asked));
    await switchTo('ha');
    renderApp(<StaticPage slug="privacy" toc />);
    const note = await screen.findByRole('note', undefined, slow);
    expect(note).toHaveTextContent(ha[NOTE].replace('{{language}}', ha.Hausa));
    expect(asked).toContain('ha');
    const title = screen.getByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(title).toHaveAttribute('lang', 'en');
    // The portal's own words around the page are in Hausa.
    expect(screen.getByRole('navigation', { name: ha['On this page'] })).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(ha['Last updated {{date}}'].replace('{{date}}', ''))),
    ).toBeInTheDocument();
  });

  it('shows the Yorùbá version without a note, and fetches again when the language changes', async () => {
    const asked: string[] = [];
    server.use(privacyHandler(asked));
    renderApp(<StaticPage slug="privacy" toc />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, slow),
    ).not.toHaveAttribute('lang');
    await waitFor(() => expect(asked).toContain('en'));
    expect(screen.queryByRole('note')).toBeNull();

    await switchTo('yo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ìlànà Àṣírí' }, slow)).not.toHaveAttribute(
      'lang',
    );
    expect(asked).toContain('yo');
    expect(screen.queryByRole('note')).toBeNull();
    const toc = screen.getByRole('navigation', { name: yo['On this page'] });
    expect(within(toc).getByRole('link', { name: 'Ẹ̀tọ́ yín' })).toBeInTheDocument();
  });

  it('shows no note in English', async () => {
    server.use(privacyHandler([]));
    renderApp('/privacy');
    await findPageHeading('Privacy Policy');
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe("the admin editor's language picker", () => {
  it("offers the five languages, named in the admin's language", async () => {
    await switchTo('yo');
    renderApp(<LanguagePicker value="en" onChange={() => undefined} />);
    const picker = await screen.findByRole('combobox', { name: yo['Language of this version'] });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([yo.English, yo['Naijá (Pidgin)'], yo.Hausa, yo['Yorùbá'], yo.Igbo]);
  });

  it('names them as the issue does in English', () => {
    renderApp(<LanguagePicker value="ha" onChange={() => undefined} />);
    const picker = screen.getByRole('combobox', { name: 'Language of this version' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Naijá (Pidgin)', 'Hausa', 'Yorùbá', 'Igbo']);
    expect(picker).toHaveValue('ha');
  });

  it("edits English by default (asked for in English whatever the admin's language), then the Hausa version", async () => {
    const englishAsked: string[] = [];
    const revisionsAsked: string[] = [];
    let saved: unknown = null;
    server.use(
      http.get(apiUrl('/prop/pages/privacy'), ({ request }) => {
        englishAsked.push(new URL(request.url).searchParams.get('lang') ?? 'none');
        return okEnvelope({ ...PAGE_DRAFTS.privacy, updated_at: null, language: 'en' });
      }),
      http.get(apiUrl('/prop/pages/privacy/revisions'), ({ request }) => {
        revisionsAsked.push(new URL(request.url).searchParams.get('language') ?? 'en');
        return okEnvelope({ data: [] });
      }),
      http.get(apiUrl('/prop/pages/privacy/translations/ha'), () =>
        okEnvelope({
          slug: 'privacy',
          language: 'ha',
          exists: false,
          title: PAGE_DRAFTS.privacy.title,
          summary: null,
          sections: [{ heading: 'One', paragraphs: ['First'] }],
          updated_at: null,
        }),
      ),
      http.put(apiUrl('/prop/pages/privacy/translations/ha'), async ({ request }) => {
        saved = await request.json();
        return okEnvelope(
          {
            ...(saved as object),
            slug: 'privacy',
            language: 'ha',
            exists: true,
            updated_at: '2026-11-27T10:00:00.000Z',
          },
          'Page updated successfully',
        );
      }),
    );
    seedSession('admin');
    const { user } = renderApp('/admin/pages/privacy');
    const picker = await screen.findByRole('combobox', { name: 'Language of this version' }, slow);
    expect(picker).toHaveValue('en');
    expect(await screen.findByLabelText('Title', {}, slow)).toHaveValue(PAGE_DRAFTS.privacy.title);
    expect(englishAsked).toEqual(['en']);

    await user.selectOptions(picker, 'ha');
    expect(
      await screen.findByText(
        'This page has no Hausa version yet: the form starts from the English text. Readers who chose Hausa see the English until you save.',
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    const title = await screen.findByLabelText('Title', {}, slow);
    expect(title.closest('form')).toHaveAttribute('lang', 'ha');
    await user.clear(title);
    await user.type(title, 'Manufofin Sirri');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page updated successfully')).toBeInTheDocument();
    expect(saved).toEqual({
      title: 'Manufofin Sirri',
      summary: null,
      sections: [{ heading: 'One', paragraphs: ['First'] }],
    });
    await waitFor(() => expect(revisionsAsked).toContain('ha'));
    expect(
      await screen.findByText('Readers who chose Hausa see this version.', undefined, slow),
    ).toBeInTheDocument();
  });
});

describe("the admin editor's safeguards", () => {
  /** The privacy page in English, and its Yorùbá version until it is deleted (DELETE recorded in `deleted`). */
  function pageWithYoruba(deleted: string[]) {
    let yoruba = true;
    server.use(
      http.get(apiUrl('/prop/pages/privacy'), () =>
        okEnvelope({ ...PAGE_DRAFTS.privacy, updated_at: '2026-11-20T10:00:00.000Z', language: 'en' }),
      ),
      http.get(apiUrl('/prop/pages/privacy/revisions'), () => okEnvelope({ data: [] })),
      http.get(apiUrl('/prop/pages/privacy/translations/yo'), () =>
        okEnvelope({
          slug: 'privacy',
          language: 'yo',
          exists: yoruba,
          title: yoruba ? 'Ìlànà Àṣírí' : PAGE_DRAFTS.privacy.title,
          summary: null,
          sections: [{ heading: 'Ọ̀kan', paragraphs: ['Àkọ́kọ́'] }],
          updated_at: yoruba ? '2026-11-27T10:00:00.000Z' : '2026-11-20T10:00:00.000Z',
        }),
      ),
      http.delete(apiUrl('/prop/pages/privacy/translations/yo'), () => {
        deleted.push('yo');
        yoruba = false;
        return okEnvelope(null, 'Deleted successfully.');
      }),
    );
  }

  it('removes a language’s version after asking, and then edits from the English', async () => {
    const deleted: string[] = [];
    pageWithYoruba(deleted);
    seedSession('admin');
    const { user } = renderApp('/admin/pages/privacy');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Language of this version' }, slow),
      'yo',
    );
    expect(await screen.findByLabelText('Title', {}, slow)).toHaveValue('Ìlànà Àṣírí');
    await user.click(screen.getByRole('button', { name: 'Remove the Yorùbá version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the Yorùbá version?' });
    expect(dialog).toHaveTextContent(
      'Readers who chose Yorùbá will see the English page, with a note, until a new version is saved.',
    );
    // Cancel removes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove the Yorùbá version' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove the Yorùbá version?' })).getByRole('button', {
        name: 'Remove version',
      }),
    );
    expect(
      await screen.findByText('The Yorùbá version has been removed.', undefined, slow),
    ).toBeInTheDocument();
    expect(deleted).toEqual(['yo']);
    expect(
      await screen.findByText(/This page has no Yorùbá version yet/, undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(PAGE_DRAFTS.privacy.title);
    expect(screen.queryByRole('button', { name: 'Remove the Yorùbá version' })).not.toBeInTheDocument();
  });

  it('asks before a language switch would discard unsaved changes, and warns before the page is left', async () => {
    pageWithYoruba([]);
    seedSession('admin');
    const { user } = renderApp('/admin/pages/privacy');
    const picker = await screen.findByRole('combobox', { name: 'Language of this version' }, slow);
    const title = await screen.findByLabelText('Title', {}, slow);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(title, ' (draft)');
    expect(unload()).toBe(true);

    await user.selectOptions(picker, 'yo');
    const dialog = await screen.findByRole('dialog', { name: 'Discard your unsaved changes?' });
    expect(dialog).toHaveTextContent(
      'Your changes to this version have not been saved. Switching the language discards them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(picker).toHaveValue('en');
    expect(screen.getByLabelText('Title')).toHaveValue(`${PAGE_DRAFTS.privacy.title} (draft)`);

    await user.selectOptions(picker, 'yo');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your unsaved changes?' })).getByRole(
        'button',
        {
          name: 'Discard changes',
        },
      ),
    );
    expect(await screen.findByDisplayValue('Ìlànà Àṣírí', undefined, slow)).toBeInTheDocument();
    expect(picker).toHaveValue('yo');
    expect(unload()).toBe(false);
  });
});
