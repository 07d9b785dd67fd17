// The admin screens' tables (accounts, reports, mail, funding applications): a caption for screen readers, one
// header row, the rows the screen renders, and aria-busy while a new page loads.
import { useId, type ReactNode } from 'react';

export interface AdminTableProps {
  /** Names the table (read by screen readers, not shown). */
  caption: ReactNode;
  /** The header row's cells, in order. */
  headings: ReactNode[];
  busy: boolean;
  /** Many columns: on a phone they scroll inside a named region in the Tab order (arrow keys scroll it), never the
   * page (issue 31). */
  scroll?: boolean;
  /** Cells aligned to the top (rows of several lines) instead of the middle. */
  alignTop?: boolean;
  /** The rows (tr elements). */
  children: ReactNode;
}

export function AdminTable({
  caption,
  headings,
  busy,
  scroll = false,
  alignTop = false,
  children,
}: AdminTableProps) {
  const captionId = useId();
  const region = scroll ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {};
  return (
    <div className={`table-responsive admin-table${scroll ? ' admin-table--scroll' : ''}`} {...region}>
      <table className={`table ${alignTop ? 'align-top' : 'align-middle'}`} aria-busy={busy}>
        <caption id={scroll ? captionId : undefined} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
