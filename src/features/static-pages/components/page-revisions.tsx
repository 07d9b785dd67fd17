// The revision history of one version of a static page (the admin's page editor).
import { useId } from 'react';
import type { PageSlug } from '@contract/page-drafts';
import { dateFormatter, type Language } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useGetPageRevisionsQuery } from '../api/pages-api';

export function PageRevisions({ slug, language }: { slug: PageSlug; language: Language }) {
  const { t, language: uiLanguage } = useT('static-pages');
  const { data, isLoading, isError, refetch } = useGetPageRevisionsQuery({ slug, language });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h2 id={`${id}-title`} className="h5">
        {t('Revision history')}
      </h2>
      {isLoading ? (
        <p role="status">{t('Loading the history...')}</p>
      ) : isError ? (
        <p role="alert">
          {t('The history could not be loaded.')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void refetch()}>
            {t('Retry')}
          </button>
        </p>
      ) : !data || data.length === 0 ? (
        <p>
          {language === 'en'
            ? t('No changes yet: the page still has its first text.')
            : t('No changes yet to this version.')}
        </p>
      ) : (
        <ol className="list-unstyled revision-list">
          {data.map((revision) => (
            <li key={revision.id} className="border-bottom py-2">
              <time dateTime={revision.created_at}>
                {revision.created_at
                  ? dateFormatter({ dateStyle: 'medium', timeStyle: 'short' }, uiLanguage).format(
                      new Date(revision.created_at),
                    )
                  : t('Unknown date')}
              </time>
              {' — '}
              {revision.editor_email ?? t('an administrator')}
              {revision.title ? (
                <span className="d-block text-body-secondary">
                  {t('Title: {{title}}', { title: revision.title })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
