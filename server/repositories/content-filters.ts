// A content list's own filters (category, price, location, ...), on top of listContent's common ones: each list
// names the column each query field compares with, and one loop applies them (products, tools, opportunities, events).
import { sql } from 'kysely';
import type { Database } from '../db/tables';
import type { ContentTable, VisibleContent } from './content-query';

/** A content table's column as `'table.column'`, checked against the table. */
type ContentColumn = { [T in ContentTable]: `${T}.${keyof Database[T] & string}` }[ContentTable];

/** How a query field narrows a list: `'table.column'` keeps the items whose column equals it; `{ column, op }`
 * bounds the column (a price range); `{ folded: 'table.column' }` compares ignoring case and surrounding spaces. */
export type ColumnFilter =
  ContentColumn | { column: ContentColumn; op: '>=' | '<=' } | { folded: ContentColumn };

/** listContent's `where` for these filters: every field given (not undefined, not blank) narrows the list. */
export function columnFilters<F extends object>(f: F, filters: { [K in keyof F]?: ColumnFilter }) {
  return (qb: VisibleContent): VisibleContent => {
    for (const [key, filter] of Object.entries(filters) as [keyof F, ColumnFilter][]) {
      const value = f[key];
      if (value === undefined || value === '') continue;
      if (typeof filter === 'string') qb = qb.where(sql.ref(filter), '=', value);
      else if ('column' in filter) qb = qb.where(sql.ref(filter.column), filter.op, value);
      else {
        const folded = String(value).trim().toLowerCase();
        if (folded) qb = qb.where(sql`lower(${sql.ref(filter.folded)})`, '=', folded);
      }
    }
    return qb;
  };
}
