// The admin's list of editable pages (GET /prop/pages), each linking to its editor and to its public page.
import { Link } from 'react-router-dom';
import { PAGE_PATHS, PAGE_SLUGS, getPageDraft } from '@contract/page-drafts';
import { useListPagesQuery } from '../api/page-list-api';

export function PageList({ editorPath }: { editorPath: (slug: string) => string }) {
  const { data, isLoading, isError, refetch } = useListPagesQuery();
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
      : PAGE_SLUGS.map((slug) => ({ slug, title: getPageDraft(slug).title, updated_at: null }));
  return (
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
  );
}
