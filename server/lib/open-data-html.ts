// The /open-data page without JavaScript (issue 19): the server writes the figures' tables, when they were computed,
// the licence and links to the CSV and the method into the portal's #root; the React page replaces them once it
// starts (src/main.tsx renders over a non-empty #root). Pure: every text passes through escapeHtml.
import { SUPPRESSED, type OpenData, type PublicCount } from '../../contract/insights';
import { SUPPORT_TYPES } from '../../contract/support-types';
import { escapeHtml, withPageHead } from './page-head';

export const OPEN_DATA_PAGE_PATH = '/open-data';
export const OPEN_DATA_CSV_PATH = '/clap/prop/public/stats.csv';
export const OPEN_DATA_JSON_PATH = '/clap/prop/public/stats';
export const OPEN_DATA_TITLE = 'Open data';

/** 12345 as "12,345"; a suppressed cell stays '<5' (escaped by the caller). */
function figure(value: PublicCount): string {
  return value === SUPPRESSED ? value : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A table with a caption, column headers (scope="col") and a header cell per row (scope="row"). */
function table(caption: string, columns: string[], rows: [string, ...PublicCount[]][]): string {
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
  const body = rows
    .map(
      ([label, ...cells]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th>${cells.map((c) => `<td class="text-end">${escapeHtml(figure(c))}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<div class="table-responsive"><table class="table table-sm"><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** "25 November 2026, 10:00 WAT": Nigeria's clock (UTC+1 all year), written without the runtime's locale data. */
export function watTime(iso: string): string {
  const at = new Date(new Date(iso).getTime() + 3_600_000);
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const hhmm = at.toISOString().slice(11, 16);
  return `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${hhmm} WAT`;
}

const CALL_COLUMNS = ['Open', 'Not open yet', 'Closed'];
const callCells = (r: OpenData['calls']['total']): PublicCount[] => [r.open, r.upcoming, r.closed];
const PROPOSAL_COLUMNS = ['Pending', 'Approved', 'Rejected'];
const proposalCells = (r: OpenData['proposals']['total']): PublicCount[] => [
  r.pending,
  r.approved,
  r.rejected,
];

/** The page's markup: what goes inside #root. */
export function renderOpenDataHtml(data: OpenData): string {
  const kinds: [string, PublicCount][] = [
    ['Creatives', data.by_kind.creative],
    ['Businesses', data.by_kind.business],
    ['Partners', data.by_kind.partner],
  ];
  const offers: [string, PublicCount][] = [
    ['Opportunities open', data.offers.opportunities],
    ['Trainings to come', data.offers.trainings],
    ['Tools', data.offers.tools],
  ];
  const licence = `<a href="${escapeHtml(data.licence.url)}" rel="license">${escapeHtml(data.licence.name)}</a>`;
  return [
    '<main class="container py-4" id="open-data">',
    `<h1>${escapeHtml(OPEN_DATA_TITLE)}: the creative economy in figures</h1>`,
    `<p>Computed <time datetime="${escapeHtml(data.computed_at)}">${escapeHtml(watTime(data.computed_at))}</time>; the figures are recomputed at most once an hour.</p>`,
    `<p>Published under ${licence}. <a href="${OPEN_DATA_CSV_PATH}" download>Download the figures (CSV)</a> · <a href="${OPEN_DATA_JSON_PATH}">JSON</a> · <a href="#method">How the figures are made</a></p>`,
    table('Members by kind', ['Kind', 'Members'], kinds),
    table(
      'Members by state',
      ['State', 'Creatives', 'Businesses'],
      data.by_state.map((r) => [r.state, r.creative, r.business]),
    ),
    table(
      'Members by sector',
      ['Sector', 'Creatives', 'Businesses'],
      data.by_sector.map((r) => [r.sector, r.creative, r.business]),
    ),
    table(
      'Members asking for support, by sector',
      ['Sector', ...SUPPORT_TYPES.map((t) => t.label)],
      data.support_needs.map((r) => [r.sector, ...SUPPORT_TYPES.map((t) => r[t.key])]),
    ),
    table(
      'Members by the month they joined',
      ['Month', 'Joined', 'Members in total'],
      data.growth.map((g) => [g.month, g.joined, g.total]),
    ),
    table('Live offers', ['Offer', 'Count'], offers),
    table(
      'People trained in all',
      ['', 'People'],
      [['Members holding a training certificate', data.people_trained.total]],
    ),
    table(
      'People trained by state',
      ['State', 'People'],
      data.people_trained.by_state.map((r) => [r.state, r.people]),
    ),
    table(
      'People trained by sector',
      ['Sector', 'People'],
      data.people_trained.by_sector.map((r) => [r.sector, r.people]),
    ),
    table(
      'People trained by gender',
      ['Gender', 'People'],
      data.people_trained.by_gender.map((r) => [r.gender, r.people]),
    ),
    table(
      'Training certificates issued by month',
      ['Month', 'Certificates'],
      data.people_trained.per_month.map((r) => [r.month, r.completions]),
    ),
    table('Calls for proposals', ['', ...CALL_COLUMNS], [['All calls', ...callCells(data.calls.total)]]),
    table(
      'Calls for proposals by sector',
      ['Sector', ...CALL_COLUMNS],
      data.calls.by_sector.map((r) => [r.sector, ...callCells(r)]),
    ),
    table(
      'Calls for proposals by state',
      ['State', ...CALL_COLUMNS],
      data.calls.by_state.map((r) => [r.state, ...callCells(r)]),
    ),
    table(
      'Proposals by status',
      ['', ...PROPOSAL_COLUMNS],
      [['All proposals', ...proposalCells(data.proposals.total)]],
    ),
    table(
      "Proposals by the applicant's state",
      ['State', ...PROPOSAL_COLUMNS],
      data.proposals.by_state.map((r) => [r.state, ...proposalCells(r)]),
    ),
    table(
      "Proposals by the applicant's sector",
      ['Sector', ...PROPOSAL_COLUMNS],
      data.proposals.by_sector.map((r) => [r.sector, ...proposalCells(r)]),
    ),
    '<section id="method"><h2>How the figures are made</h2>',
    '<p>Members are accounts whose e-mail address is verified and that are not blacklisted; partners count once the ministry has approved them. ' +
      'A creative is counted by state of residence and by expertise (or, failing that, the sector of their category); a business by its state and sector. ' +
      '"Not given" counts members who gave none, or one outside the reference lists.</p>',
    `<p>No figure names a person. A count under 5 is shown as ${escapeHtml(SUPPRESSED)}, and so is a second cell wherever a published total would otherwise let the first be worked out by subtraction: ` +
      `${escapeHtml(SUPPRESSED)} therefore means "fewer than 5, or withheld to protect such a cell". Offers are counted as they are listed: opportunities before their deadline, trainings before they start, and every tool.</p>`,
    '<p>Calls for proposals are counted exactly, as they are listed, in each sector and state they name; a call that names none is counted once, under "All sectors" or "All states". ' +
      'Proposals are counted by the state and sector their applicant had when applying; withdrawn proposals and those of deleted accounts are not counted.</p>',
    '</section>',
    '</main>',
  ].join('');
}

/**
 * The portal's index.html with the page in #root, its own title, and without the "needs JavaScript" notice (this
 * page does not). index.html is returned unchanged when it has no empty #root.
 */
export function openDataDocument(indexHtml: string, data: OpenData): string {
  if (!indexHtml.includes('<div id="root"></div>')) return indexHtml;
  const markup = renderOpenDataHtml(data);
  return withPageHead(indexHtml, { title: OPEN_DATA_TITLE })
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
