// Editable static pages (an extension beyond the spec): current text in `pages`, every change in
// `page_revisions` and `audit_log`. A slug without a row reads as its bundled draft.
import type { Transaction } from 'kysely';
import { isDraftPage, PAGE_DRAFTS, PAGE_SLUGS, type PageSlug } from '../../contract/page-drafts';
import type { DB } from '../db/database';
import type { Database, PageBody, PageContent } from '../db/tables';

type Q = DB | Transaction<Database>;

export interface PageView {
  slug: string;
  title: string;
  summary: string | null;
  sections: PageBody['sections'];
  updated_at: string | null;
  updated_by: number | null;
  /** The text still holds the Ministry's placeholder (contract isDraftPage): hidden from navigation and sitemap. */
  draft: boolean;
}

export interface PageListItem {
  slug: PageSlug;
  title: string;
  updated_at: string | null;
  draft: boolean;
}

function draftView(slug: PageSlug): PageView {
  const draft = PAGE_DRAFTS[slug];
  return {
    slug,
    title: draft.title,
    summary: draft.summary ?? null,
    sections: draft.sections,
    updated_at: null,
    updated_by: null,
    draft: isDraftPage(draft),
  };
}

function draftBody(slug: PageSlug): PageBody {
  const draft = PAGE_DRAFTS[slug];
  return draft.summary === undefined ? { sections: draft.sections } : { summary: draft.summary, sections: draft.sections };
}

function toView(row: { slug: string; title: string; body: PageBody; updated_at: Date; updated_by: number | null }): PageView {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.body.summary ?? null,
    sections: row.body.sections,
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
    draft: isDraftPage({ title: row.title, ...row.body }),
  };
}

/** Inserts the bundled draft of every page that has no row yet; never overwrites an edited page. */
export async function seedPages(db: Q): Promise<number> {
  const result = await db
    .insertInto('pages')
    .values(PAGE_SLUGS.map((slug) => ({ slug, title: PAGE_DRAFTS[slug].title, body: JSON.stringify(draftBody(slug)) })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Every page in PAGE_SLUGS order, with whether it is still a draft (eight small rows: the bodies are read). */
export async function listPages(db: Q): Promise<PageListItem[]> {
  const rows = await db.selectFrom('pages').selectAll().where('slug', 'in', [...PAGE_SLUGS]).execute();
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return PAGE_SLUGS.map((slug) => {
    const row = bySlug.get(slug);
    const view = row ? toView(row) : draftView(slug);
    return { slug, title: view.title, updated_at: view.updated_at, draft: view.draft };
  });
}

export async function getPage(db: Q, slug: PageSlug): Promise<PageView> {
  const row = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toView(row) : draftView(slug);
}

/** Replaces a page's text, recording a revision and an audit row, in one transaction. */
export async function updatePage(db: DB, slug: PageSlug, content: PageContent, editorId: number): Promise<PageView> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('pages').selectAll().where('slug', '=', slug).forUpdate().executeTakeFirst();
    const previous: PageContent = current
      ? { title: current.title, body: current.body }
      : { title: PAGE_DRAFTS[slug].title, body: draftBody(slug) };
    const now = new Date();
    const row = await trx
      .insertInto('pages')
      .values({ slug, title: content.title, body: JSON.stringify(content.body), updated_at: now, updated_by: editorId })
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet({ title: content.title, body: JSON.stringify(content.body), updated_at: now, updated_by: editorId }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const revision = await trx
      .insertInto('page_revisions')
      .values({ slug, previous: JSON.stringify(previous), next: JSON.stringify(content), editor_id: editorId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: editorId,
        action: 'page.update',
        target_kind: 'page',
        target_id: revision.id,
        detail: JSON.stringify({ slug, revision_id: revision.id, title: content.title }),
        created_at: now,
      })
      .execute();
    return toView(row);
  });
}

export interface RevisionView {
  id: number;
  slug: string;
  editor_id: number | null;
  editor_email: string | null;
  created_at: string;
  previous: PageContent | null;
  next: PageContent;
}

export async function listRevisions(db: Q, slug: PageSlug, limit: number, offset: number): Promise<{ rows: RevisionView[]; total: number }> {
  const rows = await db
    .selectFrom('page_revisions')
    .leftJoin('accounts', 'accounts.id', 'page_revisions.editor_id')
    .select([
      'page_revisions.id',
      'page_revisions.slug',
      'page_revisions.editor_id',
      'accounts.email as editor_email',
      'page_revisions.created_at',
      'page_revisions.previous',
      'page_revisions.next',
    ])
    .where('page_revisions.slug', '=', slug)
    .orderBy('page_revisions.created_at', 'desc')
    .orderBy('page_revisions.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db
    .selectFrom('page_revisions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: Number(count.n),
  };
}
