// The other lists with a label map (funding, moderation, insights): every value has exactly one label, and a screen
// never shows an empty one. Plus the few shared values the server and the portal must agree on to the byte.
import { describe, expect, it } from 'vitest';
import { MARKET_FIRST_PAGE_REQUEST, MARKET_PAGE_SIZE, toolRequest } from '../first-screens';
import {
  FUNDING_DOCUMENT_MAX_BYTES,
  FUNDING_PROGRAMME_LABELS,
  FUNDING_PROGRAMMES,
  FUNDING_STATUS_LABELS,
  FUNDING_STATUSES,
} from '../funding';
import { INSIGHT_PERIOD_LABELS, INSIGHT_PERIODS, SUPPRESSED, SUPPRESSION_THRESHOLD } from '../insights';
import { ITEM_TYPE_LABELS, REPORT_ITEM_TYPES, REPORT_REASON_LABELS, REPORT_REASONS } from '../moderation';

const lists: [string, readonly string[], Record<string, string>][] = [
  ['funding statuses', FUNDING_STATUSES, FUNDING_STATUS_LABELS],
  ['funding programmes', FUNDING_PROGRAMMES, FUNDING_PROGRAMME_LABELS],
  ['report reasons', REPORT_REASONS, REPORT_REASON_LABELS],
  ['reported item types', REPORT_ITEM_TYPES, ITEM_TYPE_LABELS],
  ['insight periods', INSIGHT_PERIODS, INSIGHT_PERIOD_LABELS],
];

describe.each(lists)('%s', (_name, values, labels) => {
  it('has exactly one non-empty label per value', () => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) expect(labels[value]?.trim(), value).toMatch(/\S/);
  });
});

describe('a list declared by its labels (optionsOf)', () => {
  it('keeps the order the labels are written in, which the forms and the API document show', () => {
    expect(FUNDING_STATUSES).toEqual(['received', 'under_review', 'approved', 'declined']);
    expect(FUNDING_PROGRAMMES).toEqual(['grant', 'loan', 'equity', 'sponsorship']);
    expect(REPORT_REASONS).toEqual([
      'spam',
      'scam_or_fraud',
      'offensive',
      'impersonation',
      'intellectual_property',
      'other',
    ]);
    expect(INSIGHT_PERIODS).toEqual(['30d', '12m', 'all']);
  });
});

describe('values both sides must agree on', () => {
  it('takes funding documents up to 5 MB', () => {
    expect(FUNDING_DOCUMENT_MAX_BYTES).toBe(5_242_880);
  });

  it('shows counts under the threshold as "<5"', () => {
    expect(SUPPRESSED).toBe(`<${SUPPRESSION_THRESHOLD}`);
  });

  it("primes the first screens with the portal's own request addresses", () => {
    expect(MARKET_FIRST_PAGE_REQUEST).toBe(`/prop/public/product?page=1&limit=${MARKET_PAGE_SIZE}`);
    expect(MARKET_PAGE_SIZE).toBe(9);
    expect(toolRequest('42')).toBe('/prop/tool/42');
  });
});
