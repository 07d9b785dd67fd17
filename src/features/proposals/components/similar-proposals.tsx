// The spec's side card of a proposal's page: similar items, each a link with its text cut at 8 words. One card for
// both pages: a call's (other open calls) and the sample data's (other sample proposals, on a host without calls).
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { firstWords } from '../data/sample-proposals';

export interface SimilarItem {
  id: number;
  title: string;
  /** The text cut at 8 words under the link. */
  text: string;
}

/** `emptyText`: said when there is none (the sample data always has some). */
export function SimilarProposals({ items, emptyText }: { items: SimilarItem[]; emptyText?: string }) {
  const { t } = useT('proposals');
  return (
    <aside className="col-lg-4" aria-labelledby="similar-proposals">
      <div className="card">
        <div className="card-body">
          <h2 id="similar-proposals" className="h5">
            {t('Similar proposals')}
          </h2>
          {emptyText && items.length === 0 ? <p className="small text-muted mb-0">{emptyText}</p> : null}
          <ul className="list-unstyled mb-0">
            {items.map((other) => (
              <li key={other.id} className="mb-3">
                <Link to={paths.proposalDetail(other.id)}>{other.title}</Link>
                <p className="small text-muted mb-0">{firstWords(other.text, 8)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </aside>
  );
}
