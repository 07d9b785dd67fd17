// The post card's line under a partner author (issue 31): the stored sector by its translated label, not 'private'.
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import ha from '@/i18n/locales/ha/feed.json';
import { changeLanguage, pendingLoad } from '@/i18n/runtime';
import { authorSpecialty } from '../author';

const partner = (industry: string) => ({ id: 1, industry });

afterEach(resetForTests);

describe('authorSpecialty for a partner', () => {
  it("shows 'private' and 'public' by their labels, and a free-text industry as it is", async () => {
    expect(authorSpecialty(partner('private'))).toBe('Private');
    expect(authorSpecialty(partner('Public'))).toBe('Public');
    expect(authorSpecialty(partner('Non-profit'))).toBe('Non-profit');
    expect(authorSpecialty(partner('constructor'))).toBe('constructor');
    expect(authorSpecialty(partner(''))).toBeNull();
    await changeLanguage('ha');
    await pendingLoad('feed');
    expect(authorSpecialty(partner('private'))).toBe(ha.Private);
    expect(ha.Private).not.toBe('Private');
  });
});
