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
import { useListPagesQuery } from '../api/page-list-api';

export function PageList({ editorPath }: { editorPath: (slug: string) => string }) {
  const { data, isLoading, isError, refetch } = useListPagesQuery();
  const draftsHeadingId = useId();
  if (isLoading) return <p role="status">Loading the pages...</p>;
  if (isError) {
    return (
      <div role="alert">
        <p>The pages could not be loaded.</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          Retry
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
          Drafts to finish
        </h2>
        {drafts.length > 0 ? (
          <>
            <p className="small text-body-secondary">
              These pages still hold &lsquo;{MINISTRY_PLACEHOLDER}&rsquo;. Visitors can open them by their
              address, but the menus, the footer and the sitemap leave them out until every placeholder is
              replaced.
            </p>
            <ul>
              {drafts.map((row) => (
                <li key={row.slug}>
                  <Link to={editorPath(row.slug)}>Finish {row.title}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Every page is finished.</p>
        )}
      </section>
      <h2 className="h5">All pages</h2>
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
                  ? `Last edited ${new Date(row.updated_at).toLocaleString('en-NG')}`
                  : 'Not edited yet'}
              </span>
            </span>
            <Link to={PAGE_PATHS[row.slug]} className="small">
              View {row.title} page
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
