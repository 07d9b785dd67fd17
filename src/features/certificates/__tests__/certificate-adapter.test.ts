import { describe, expect, it } from 'vitest';
import { toCertificate } from '../api/certificate-adapter';

describe('toCertificate', () => {
  it('reads a full answer as it is', () => {
    const raw = {
      code: 'ABCDEFGHIJKLMNOPQRST',
      kind: 'training',
      status: 'revoked',
      holder_name: 'Ngozi Ụba',
      holder_deleted: false,
      title: 'Film editing',
      partner_name: 'Lagos Film Academy',
      training_date: '2026-11-20T09:00:00.000Z',
      state: 'Lagos',
      issued_at: '2026-11-21T09:00:00.000Z',
      revoked_at: '2026-11-22T09:00:00.000Z',
      revoked_reason: 'Checked in by mistake',
      can_revoke: true,
    };
    expect(toCertificate(raw)).toEqual(raw);
  });

  it('tolerates a thin or odd answer: valid unless it says revoked, a training unless it says registration', () => {
    expect(toCertificate({ code: 'X', status: 'odd', kind: 'other', holder_deleted: 'yes' })).toEqual({
      code: 'X',
      kind: 'training',
      status: 'valid',
      holder_name: null,
      holder_deleted: false,
      title: '',
      partner_name: null,
      training_date: null,
      state: null,
      issued_at: '',
      revoked_at: null,
      revoked_reason: null,
      can_revoke: false,
    });
    expect(toCertificate(null).code).toBe('');
  });
});
