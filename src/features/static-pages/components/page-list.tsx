// The admin's list of editable pages (GET /prop/pages), each linking to its editor and to its public page, with
// the drafts to finish first: a page whose text still holds the Ministry's placeholder stays out of the navigation
// and the sitemap until it is finished (issue 13).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  isDraftPage,
  MINISTRY_PLACEHOLDER,
  PAGE_PATHS,
  PAGE_SLUGS,
  getPageDraft,
} from '@contract/page-drafts';
import { dateFormatter } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useListPagesQuery } from '../api/page-list-api';

export function PageList({ editorPath }: { editorPath: (slug: string) => string }) {
  const { t, language } = useT('static-pages');
  const { data, isLoading, isError, refetch } = useListPagesQuery();
  const draftsHeadingId = useId();
  if (isLoading) return <p role="status">{t('Loading the pages...')}</p>;
  if (isError) {
    return (
      <div role="alert">
        <p>{t('The pages could not be loaded.')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          {t('Retry')}
        </button>
      </div>
    );
  }
  const rows =
    data && data.length > 0
      ? data
      : PAGE_SLUGS.map((slug) => ({
          slug,
          title: getPageDraft(slug).title,
          updated_at: null,
          draft: isDraftPage(getPageDraft(slug)),
        }));
  const drafts = rows.filter((row) => row.draft);
  return (
    <>
      <section className="mb-4" aria-labelledby={draftsHeadingId}>
        <h2 id={draftsHeadingId} className="h5">
          {t('Drafts to finish')}
        </h2>
        {drafts.length > 0 ? (
          <>
            <p className="small text-body-secondary">
              {t(
                'These pages still hold ‘{{placeholder}}’. Visitors can open them by their address, but the menus, the footer and the sitemap leave them out until every placeholder is replaced.',
                { placeholder: MINISTRY_PLACEHOLDER },
              )}
            </p>
            <ul>
              {drafts.map((row) => (
                <li key={row.slug}>
                  <Link to={editorPath(row.slug)}>{t('Finish {{title}}', { title: row.title })}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('Every page is finished.')}</p>
        )}
      </section>
      <h2 className="h5">{t('All pages')}</h2>
      <ul className="list-group">
        {rows.map((row) => (
          <li
            key={row.slug}
            className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
          >
            <span>
              <Link to={editorPath(row.slug)}>{row.title}</Link>
              <span className="d-block small text-body-secondary">
                {row.updated_at
                  ? t('Last edited {{date}}', {
                      date: dateFormatter({ dateStyle: 'medium', timeStyle: 'short' }, language).format(
                        new Date(row.updated_at),
                      ),
                    })
                  : t('Not edited yet')}
              </span>
            </span>
            <Link to={PAGE_PATHS[row.slug]} className="small">
              {t('View {{title}} page', { title: row.title })}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
