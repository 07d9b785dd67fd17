import { describe, expect, it } from 'vitest';
import { nextPathAfterLogin, safeReturnPath } from '../components/session';
import type { Profile } from '../auth-slice';

const finishedCreative = { email_verified: true, phone_number: '+2348012345678' } as unknown as Profile;

describe('where a sign-in leads', () => {
  it('returns to the page that asked for the sign-in', () => {
    expect(nextPathAfterLogin('user', finishedCreative, '/marketdetailsPage/12')).toBe(
      '/marketdetailsPage/12',
    );
    expect(nextPathAfterLogin('partner', null, '/toolsPage?page=2')).toBe('/toolsPage?page=2');
  });

  it('goes home without a return path, or with one that is not a page of the portal', () => {
    expect(nextPathAfterLogin('user', finishedCreative)).toBe('/homepage');
    for (const unsafe of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      42,
      null,
      '/login',
      '/',
    ])
      expect(safeReturnPath(unsafe)).toBeNull();
  });

  it('finishes an unfinished sign-up first, and sends an admin to the dashboard', () => {
    const unverified = { email_verified: false } as unknown as Profile;
    expect(nextPathAfterLogin('user', unverified, '/marketdetailsPage/12')).toBe('/otp');
    expect(nextPathAfterLogin('admin', null, '/marketdetailsPage/12')).toBe('/admin-dashboard');
  });
});
