// The open data as one tidy CSV (GET /clap/prop/public/stats.csv): one figure per line under OPEN_DATA_CSV_HEADER
// (dimension, value, kind, count). Pure; the dimensions are listed in docs/open-data.md.
import { OPEN_DATA_CSV_HEADER, type OpenData, type PublicCount } from '../../contract/insights';
import { SUPPORT_TYPES } from '../../contract/support-types';

type CsvRow = [dimension: string, value: string, kind: string, count: PublicCount];

/** The figures, one per row: `kind` is creative, business or partner, or `all` for a figure not split by kind (a
 * call's phase or a proposal's status in theirs). */
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
  // People trained (issue 33): members holding a training certificate, all time.
  const trained = data.people_trained;
  rows.push(['people_trained', 'all', 'all', trained.total]);
  for (const r of trained.by_state) rows.push(['people_trained_state', r.state, 'all', r.people]);
  for (const r of trained.by_sector) rows.push(['people_trained_sector', r.sector, 'all', r.people]);
  for (const r of trained.by_gender) rows.push(['people_trained_gender', r.gender, 'all', r.people]);
  for (const r of trained.per_month) rows.push(['training_completions', r.month, 'all', r.completions]);
  for (const r of trained.top_partners) rows.push(['people_trained_partner', r.partner, 'all', r.people]);
  // Calls for proposals and their proposals (issue 32): `kind` is the call's phase or the proposal's status.
  const phases = ['open', 'upcoming', 'closed'] as const;
  const statuses = ['pending', 'approved', 'rejected'] as const;
  const { calls, proposals } = data;
  for (const phase of phases) rows.push(['calls', 'all', phase, calls.total[phase]]);
  for (const r of calls.by_sector)
    for (const phase of phases) rows.push(['calls_sector', r.sector, phase, r[phase]]);
  for (const r of calls.by_state)
    for (const phase of phases) rows.push(['calls_state', r.state, phase, r[phase]]);
  for (const status of statuses) rows.push(['proposals', 'all', status, proposals.total[status]]);
  for (const r of proposals.by_state)
    for (const status of statuses) rows.push(['proposals_state', r.state, status, r[status]]);
  for (const r of proposals.by_sector)
    for (const status of statuses) rows.push(['proposals_sector', r.sector, status, r[status]]);
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
