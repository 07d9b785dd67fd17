// Editable static pages (an extension beyond the spec): current text in `pages`, every change in
// `page_revisions` and `audit_log`. A slug without a row reads as its bundled draft. English is each page's main
// version; `page_translations` holds its version in each other language that has one (issue 17): a reader in a
// language without one is given the English, with `language: 'en'` saying so.
import type { Transaction } from 'kysely';
import { isDraftPage, PAGE_DRAFTS, PAGE_SLUGS, type PageSlug } from '../../contract/page-drafts';
import type { Language } from '../../contract/languages';
import {
  draftPageView,
  TRANSLATION_LANGUAGES,
  type PageListItem,
  type PageRevision,
  type PageTranslationItem,
  type PageTranslationView,
  type PageView,
  type TranslationLanguage,
} from '../../contract/pages';
import type { DB } from '../db/database';
import type { Database, PageBody, PageContent } from '../db/tables';

type Q = DB | Transaction<Database>;

export type { PageView, PageTranslationView, TranslationLanguage };
export { TRANSLATION_LANGUAGES };

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}

/** A page of the list, a translation of a page, a revision: declared in contract/pages.ts. */
export type { PageListItem, PageRevision as RevisionView, PageTranslationItem };

function draftBody(slug: PageSlug): PageBody {
  const draft = PAGE_DRAFTS[slug];
  return draft.summary === undefined
    ? { sections: draft.sections }
    : { summary: draft.summary, sections: draft.sections };
}

function toView(row: {
  slug: string;
  title: string;
  body: PageBody;
  updated_at: Date;
  updated_by: number | null;
}): PageView {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.body.summary ?? null,
    sections: row.body.sections,
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
    draft: isDraftPage({ title: row.title, ...row.body }),
    language: 'en',
  };
}

/** The page in `language`: its version there when it has one (the draft flag stays the English's), else English. */
function inLanguage(english: PageView, translation: TranslationRow | undefined): PageView {
  if (!translation) return english;
  return {
    ...english,
    title: translation.title,
    summary: translation.body.summary ?? null,
    sections: translation.body.sections,
    updated_at: translation.updated_at.toISOString(),
    updated_by: translation.updated_by,
    language: translation.language,
  };
}

interface TranslationRow {
  slug: string;
  language: TranslationLanguage;
  title: string;
  body: PageBody;
  updated_at: Date;
  updated_by: number | null;
}

/** Inserts the bundled draft of every page that has no row yet; never overwrites an edited page. */
export async function seedPages(db: Q): Promise<number> {
  const result = await db
    .insertInto('pages')
    .values(
      PAGE_SLUGS.map((slug) => ({
        slug,
        title: PAGE_DRAFTS[slug].title,
        body: JSON.stringify(draftBody(slug)),
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Every page in PAGE_SLUGS order, with whether it is still a draft (eight small rows: the bodies are read). */
export async function listPages(db: Q): Promise<PageListItem[]> {
  const rows = await db
    .selectFrom('pages')
    .selectAll()
    .where('slug', 'in', [...PAGE_SLUGS])
    .execute();
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return PAGE_SLUGS.map((slug) => {
    const row = bySlug.get(slug);
    const view = row ? toView(row) : draftPageView(slug);
    return { slug, title: view.title, updated_at: view.updated_at, draft: view.draft };
  });
}

/** The page for a reader in `language` (English by default): that language's version when there is one. */
export async function getPage(db: Q, slug: PageSlug, language: Language = 'en'): Promise<PageView> {
  const [row, translation] = await Promise.all([
    db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst(),
    isTranslationLanguage(language)
      ? db
          .selectFrom('page_translations')
          .selectAll()
          .where('slug', '=', slug)
          .where('language', '=', language)
          .executeTakeFirst()
      : undefined,
  ]);
  return inLanguage(row ? toView(row) : draftPageView(slug), translation);
}

/** A page's version in `language` for its editor; without one, the English text to start from (`exists: false`). */
export async function getPageTranslation(
  db: Q,
  slug: PageSlug,
  language: TranslationLanguage,
): Promise<PageTranslationView> {
  const translation = await db
    .selectFrom('page_translations')
    .selectAll()
    .where('slug', '=', slug)
    .where('language', '=', language)
    .executeTakeFirst();
  if (translation) return translationView(translation);
  const english = await getPage(db, slug);
  return {
    slug,
    language,
    exists: false,
    title: english.title,
    summary: english.summary,
    sections: english.sections,
    updated_at: null,
    updated_by: null,
  };
}

function translationView(row: TranslationRow): PageTranslationView {
  return {
    slug: row.slug,
    language: row.language,
    exists: true,
    title: row.title,
    summary: row.body.summary ?? null,
    sections: row.body.sections,
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
  };
}

/** Which languages a page has a version in (besides English), with when each was last changed. */
export async function listPageTranslations(db: Q, slug: PageSlug): Promise<PageTranslationItem[]> {
  const rows = await db
    .selectFrom('page_translations')
    .select(['language', 'title', 'updated_at'])
    .where('slug', '=', slug)
    .execute();
  const byLanguage = new Map(rows.map((row) => [row.language, row]));
  return TRANSLATION_LANGUAGES.filter((language) => byLanguage.has(language)).map((language) => {
    const row = byLanguage.get(language)!;
    return { language, title: row.title, updated_at: row.updated_at.toISOString() };
  });
}

/**
 * Replaces a page's version in `language` (creating it), recording a revision (with its language) and an audit row,
 * in one transaction. The page's English row is created from its draft first if it has none yet.
 */
export async function updatePageTranslation(
  db: DB,
  slug: PageSlug,
  language: TranslationLanguage,
  content: PageContent,
  editorId: number,
): Promise<PageTranslationView> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pages')
      .values({ slug, title: PAGE_DRAFTS[slug].title, body: JSON.stringify(draftBody(slug)) })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const current = await trx
      .selectFrom('page_translations')
      .selectAll()
      .where('slug', '=', slug)
      .where('language', '=', language)
      .forUpdate()
      .executeTakeFirst();
    const previous: PageContent | null = current ? { title: current.title, body: current.body } : null;
    const now = new Date();
    const values = {
      title: content.title,
      body: JSON.stringify(content.body),
      updated_at: now,
      updated_by: editorId,
    };
    const row = await trx
      .insertInto('page_translations')
      .values({ slug, language, ...values })
      .onConflict((oc) => oc.columns(['slug', 'language']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      slug,
      language,
      previous,
      next: content,
      editorId,
      at: now,
      action: 'page.translation.update',
    });
    return translationView(row);
  });
}

/** Removes a page's version in `language` (its readers see the English again); false when it had none. */
export async function deletePageTranslation(
  db: DB,
  slug: PageSlug,
  language: TranslationLanguage,
  editorId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('page_translations')
      .where('slug', '=', slug)
      .where('language', '=', language)
      .returning('title')
      .executeTakeFirst();
    if (!removed) return false;
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: editorId,
        action: 'page.translation.delete',
        target_kind: 'page',
        target_id: null,
        detail: JSON.stringify({ slug, language, title: removed.title }),
        created_at: new Date(),
      })
      .execute();
    return true;
  });
}

/** Replaces a page's text, recording a revision and an audit row, in one transaction. */
export async function updatePage(
  db: DB,
  slug: PageSlug,
  content: PageContent,
  editorId: number,
): Promise<PageView> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('pages')
      .selectAll()
      .where('slug', '=', slug)
      .forUpdate()
      .executeTakeFirst();
    const previous: PageContent = current
      ? { title: current.title, body: current.body }
      : { title: PAGE_DRAFTS[slug].title, body: draftBody(slug) };
    const now = new Date();
    const row = await trx
      .insertInto('pages')
      .values({
        slug,
        title: content.title,
        body: JSON.stringify(content.body),
        updated_at: now,
        updated_by: editorId,
      })
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet({
          title: content.title,
          body: JSON.stringify(content.body),
          updated_at: now,
          updated_by: editorId,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      slug,
      language: 'en',
      previous,
      next: content,
      editorId,
      at: now,
      action: 'page.update',
    });
    return toView(row);
  });
}

/** Records a change of one version of a page: its revision (previous and next text) and its audit row. */
async function recordChange(
  trx: Transaction<Database>,
  change: {
    slug: PageSlug;
    language: Language;
    previous: PageContent | null;
    next: PageContent;
    editorId: number;
    at: Date;
    action: string;
  },
): Promise<void> {
  const { slug, language, previous, next, editorId, at, action } = change;
  const revision = await trx
    .insertInto('page_revisions')
    .values({
      slug,
      language,
      // A first version has nothing before it: previous stays null.
      previous: previous === null ? undefined : JSON.stringify(previous),
      next: JSON.stringify(next),
      editor_id: editorId,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // English keeps its audit detail as it always was; a translation's names its language.
  const detail =
    language === 'en'
      ? { slug, revision_id: revision.id, title: next.title }
      : { slug, language, revision_id: revision.id, title: next.title };
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: editorId,
      action,
      target_kind: 'page',
      target_id: revision.id,
      detail: JSON.stringify(detail),
      created_at: at,
    })
    .execute();
}

/** The revisions of a page's version in `language` (English, the main version, by default), newest first. */
export async function listRevisions(
  db: Q,
  slug: PageSlug,
  limit: number,
  offset: number,
  language: Language = 'en',
): Promise<{ rows: PageRevision[]; total: number }> {
  // One filter for the page and its count.
  const revisions = db
    .selectFrom('page_revisions')
    .where('page_revisions.slug', '=', slug)
    .where('page_revisions.language', '=', language);
  const rows = await revisions
    .leftJoin('accounts', 'accounts.id', 'page_revisions.editor_id')
    .select([
      'page_revisions.id',
      'page_revisions.slug',
      'page_revisions.language',
      'page_revisions.editor_id',
      'accounts.email as editor_email',
      'page_revisions.created_at',
      'page_revisions.previous',
      'page_revisions.next',
    ])
    .orderBy('page_revisions.created_at', 'desc')
    .orderBy('page_revisions.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await revisions.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: Number(count.n),
  };
}
