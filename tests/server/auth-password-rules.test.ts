// The shared password rules (contract/password-rules.ts): the spec's messages word for word.
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  firstPasswordProblem,
  isCommonPassword,
  passwordProblems,
} from '../../contract/password-rules';

describe('passwordProblems', () => {
  it("uses the spec's messages", () => {
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password should be at least 8 characters long.');
    expect(PASSWORD_MESSAGES.mismatch).toBe('Passwords do not match.');
    expect(PASSWORD_MESSAGES.noCapital).toBe('Password should contain at least one capital letter.');
    expect(PASSWORD_MESSAGES.noSymbol).toBe('Password should contain at least one symbol.');
  });
  it('accepts a good password and its confirmation', () => {
    expect(passwordProblems('Strong#Pass1', 'Strong#Pass1')).toEqual([]);
    expect(firstPasswordProblem('Strong#Pass1')).toBeNull();
  });
  it('lists every problem in order', () => {
    expect(passwordProblems('abc', 'abd')).toEqual([
      'Password should be at least 8 characters long.',
      'Passwords do not match.',
      'Password should contain at least one capital letter.',
      'Password should contain at least one symbol.',
    ]);
  });
  it('caps the length at 128', () => {
    expect(passwordProblems(`A#${'a'.repeat(126)}`)).toEqual([]);
    expect(passwordProblems(`A#${'a'.repeat(127)}`)).toEqual([
      'Password should be at most 128 characters long.',
    ]);
  });
  it('refuses common passwords case-insensitively', () => {
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('p@ssw0rd')).toBe(true);
    expect(passwordProblems('P@ssw0rd')).toEqual(['This password is too common. Please choose another.']);
    expect(isCommonPassword('Strong#Pass1')).toBe(false);
  });
});
