// The open data as one tidy CSV (GET /clap/prop/public/stats.csv): one figure per line under OPEN_DATA_CSV_HEADER
// (dimension, value, kind, count). Pure; the dimensions are listed in docs/open-data.md.
import { OPEN_DATA_CSV_HEADER, type OpenData, type PublicCount } from '../../contract/insights';
import { SUPPORT_TYPES } from '../../contract/support-types';

type CsvRow = [dimension: string, value: string, kind: string, count: PublicCount];

/** The figures, one per row: `kind` is creative, business or partner, or `all` for a figure not split by kind. */
export function openDataRows(data: OpenData): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const kind of ['creative', 'business', 'partner'] as const)
    rows.push(['members', 'all', kind, data.by_kind[kind]]);
  for (const r of data.by_state)
    rows.push(['state', r.state, 'creative', r.creative], ['state', r.state, 'business', r.business]);
  for (const r of data.by_sector)
    rows.push(['sector', r.sector, 'creative', r.creative], ['sector', r.sector, 'business', r.business]);
  for (const { key } of SUPPORT_TYPES)
    for (const r of data.support_needs) rows.push([`support_${key}`, r.sector, 'all', r[key]]);
  for (const g of data.growth)
    rows.push(['joined', g.month, 'all', g.joined], ['total', g.month, 'all', g.total]);
  for (const [offer, n] of Object.entries(data.offers)) rows.push(['live_offers', offer, 'all', n]);
  return rows;
}

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a cell a spreadsheet would run as a formula (starting
 * with = + - @, or a tab or carriage return) gets a leading apostrophe; a cell holding a comma, a quote or a line
 * break is quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function openDataCsv(data: OpenData): string {
  return (
    [OPEN_DATA_CSV_HEADER, ...openDataRows(data)].map((row) => row.map(csvCell).join(',')).join('\r\n') +
    '\r\n'
  );
}
