// A content list's own filters (category, price, location, ...), on top of listContent's common ones: each list
// names the column each query field compares with, and one loop applies them (products, tools, opportunities, events).
import { sql } from 'kysely';
import type { VisibleContent } from './content-query';

/** How a query field narrows a list: `'table.column'` keeps the items whose column equals it; `{ column, op }`
 * bounds the column (a price range); `{ folded: 'table.column' }` compares ignoring case and surrounding spaces. */
export type ColumnFilter = string | { column: string; op: '>=' | '<=' } | { folded: string };

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
