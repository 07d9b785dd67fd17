// Previous/Next pagination with page numbers (lists of spec section 9).
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Page numbers to show: all when few, else first, last and a window around the current page. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const pages = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((value) => value >= 1 && value <= pageCount),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((value, index) => {
    if (index > 0 && value - sorted[index - 1] > 1) result.push('gap');
    result.push(value);
  });
  return result;
}

export function Pagination({ page, pageCount, onChange, label = msg('Pagination') }: PaginationProps) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t(label)}>
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {t('Previous')}
          </button>
        </li>
        {pageWindow(page, pageCount).map((value, index) =>
          value === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={value} className={`page-item${value === page ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={t('Page {{page}}', { page: String(value) })}
                aria-current={value === page ? 'page' : undefined}
                onClick={() => onChange(value)}
              >
                {value}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1)}
          >
            {t('Next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
