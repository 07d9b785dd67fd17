// The report queue adapter: the server's rows read as they are, a thinner row read with defaults, junk dropped.
import { describe, expect, it } from 'vitest';
import { makeQueueItem, reportsDb, resetReportsDb } from '@/testing/mocks/handlers/reports';
import { toReportQueueItem } from '../api/report-queue-adapter';

describe('toReportQueueItem', () => {
  it('reads the contract rows the server sends, field for field', () => {
    resetReportsDb();
    for (const row of reportsDb.queue) expect(toReportQueueItem(row)).toEqual(row);
    const resolved = makeQueueItem({
      status: 'resolved',
      author: null,
      resolution: {
        action: 'taken_down',
        at: '2026-11-24T10:00:00.000Z',
        by: 'Admin',
        reason: 'Counterfeit goods',
      },
    });
    expect(toReportQueueItem(resolved)).toEqual(resolved);
  });

  it('reads a thinner row with defaults and keeps only known reasons that are counts', () => {
    expect(
      toReportQueueItem({
        id: 3,
        item_type: 'song',
        reasons: { spam: 2, nonsense: 4, offensive: 'x' },
        details: ['a', 1],
      }),
    ).toEqual({
      id: 3,
      item_type: 'post',
      item_id: 0,
      item_title: null,
      author: null,
      report_count: 0,
      reasons: { spam: 2 },
      details: ['a'],
      first_reported_at: '',
      last_reported_at: '',
      status: 'open',
      resolution: null,
    });
  });

  it('reads anything that is not an object as an empty row', () => {
    expect(toReportQueueItem(7)).toMatchObject({ id: 0, author: null, reasons: {}, details: [] });
  });
});
