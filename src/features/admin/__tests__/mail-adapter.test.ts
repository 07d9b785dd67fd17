// The mail row adapter: the server's row read as is, a thinner row read with defaults, junk refused.
import { describe, expect, it } from 'vitest';
import { mailRows, resetMailRows } from '@/testing/mocks/handlers/admin';
import { toMailEntry } from '../api/mail-adapter';

describe('toMailEntry', () => {
  it('reads the contract rows the server sends, field for field', () => {
    resetMailRows();
    for (const row of mailRows) expect(toMailEntry(row)).toEqual(row);
  });

  it('reads a thinner row with defaults and an unknown status as queued', () => {
    expect(toMailEntry({ id: 4, subject: 'Hi', status: 'void', attempts: '2' })).toEqual({
      id: 4,
      recipient: '',
      subject: 'Hi',
      status: 'queued',
      attempts: 0,
      last_error: null,
      next_attempt_at: null,
      created_at: '',
      sent_at: null,
      failed_at: null,
    });
  });

  it('reads anything that is not an object as an empty row', () => {
    expect(toMailEntry(['x'])).toMatchObject({ id: 0, recipient: '', status: 'queued' });
  });
});
