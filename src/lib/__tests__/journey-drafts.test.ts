import { afterEach, describe, expect, it } from 'vitest';
import { clearJourneyDraft, clearJourneyDrafts, readJourneyDraft, saveJourneyDraft } from '../journey-drafts';
import { clearAll } from '../storage';

afterEach(() => sessionStorage.clear());

describe('journey drafts', () => {
  it('keeps what was typed, in session storage, without secrets or empty values', () => {
    saveJourneyDraft(
      'creative-signup',
      {
        first_name: 'Adaeze',
        email: 'ada@example.ng',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        new_password: 'x',
        otp: '123456',
        identificationNumber: '12345678901',
        bvn: '1',
        need_training: true,
        detail_training: 'Lighting',
        website: '',
        notes: 'kept',
      },
      ['notes'],
    );
    const raw = sessionStorage.getItem('journey:creative-signup') ?? '';
    expect(raw).not.toMatch(/Secret|123456|12345678901/);
    expect(readJourneyDraft('creative-signup')).toEqual({
      first_name: 'Adaeze',
      email: 'ada@example.ng',
      need_training: true,
      detail_training: 'Lighting',
    });
    expect(localStorage.length).toBe(0);
  });

  it('reads nothing from a broken entry', () => {
    sessionStorage.setItem('journey:x', '{not json');
    expect(readJourneyDraft('x')).toBeUndefined();
    sessionStorage.setItem('journey:x', '[1,2]');
    expect(readJourneyDraft('x')).toBeUndefined();
  });

  it('is cleared by the journey and by a sign-out, which keeps other session data', () => {
    saveJourneyDraft('a', { name: 'A' });
    saveJourneyDraft('b', { name: 'B' });
    sessionStorage.setItem('other', 'kept');
    clearJourneyDraft('a');
    expect(readJourneyDraft('a')).toBeUndefined();
    expect(readJourneyDraft('b')).toEqual({ name: 'B' });
    clearAll();
    expect(readJourneyDraft('b')).toBeUndefined();
    expect(sessionStorage.getItem('other')).toBe('kept');
    saveJourneyDraft('c', { name: 'C' });
    clearJourneyDrafts();
    expect(sessionStorage.length).toBe(1);
  });
});
