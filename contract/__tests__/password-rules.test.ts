// The password rule both sides run (the portal's yup schemas, the server's validation): its boundaries, the spec's
// messages word for word and the order a form shows them in.
import { describe, expect, it } from 'vitest';
import {
  firstPasswordProblem,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from '../password-rules';

/** A password that passes every rule, `length` characters long. */
const good = (length: number) => `Ab!${'x'.repeat(length - 3)}`;

describe('password rules', () => {
  it("reads the spec's messages word for word", () => {
    expect(PASSWORD_MESSAGES).toEqual({
      tooShort: 'Password should be at least 8 characters long.',
      mismatch: 'Passwords do not match.',
      noCapital: 'Password should contain at least one capital letter.',
      noSymbol: 'Password should contain at least one symbol.',
      tooLong: 'Password should be at most 128 characters long.',
      tooCommon: 'This password is too common. Please choose another.',
    });
  });

  it('accepts 8 to 128 characters and refuses 7 and 129', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    expect(passwordProblems(good(7))).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(passwordProblems(good(8))).toEqual([]);
    expect(passwordProblems(good(128))).toEqual([]);
    expect(passwordProblems(good(129))).toEqual([PASSWORD_MESSAGES.tooLong]);
  });

  it('wants a capital (accented ones count) and a symbol (anything but letters, digits and spaces)', () => {
    expect(passwordProblems('abcdefg!')).toEqual([PASSWORD_MESSAGES.noCapital]);
    expect(passwordProblems('Ébcdefg!')).toEqual([]);
    expect(passwordProblems('Abcdefg1')).toEqual([PASSWORD_MESSAGES.noSymbol]);
    expect(passwordProblems('Abcd efg')).toEqual([PASSWORD_MESSAGES.noSymbol]);
    expect(passwordProblems('Abcdefé1')).toEqual([PASSWORD_MESSAGES.noSymbol]);
    expect(passwordProblems('Abcdef_1')).toEqual([]);
  });

  it('compares the confirmation only when one is given', () => {
    expect(passwordProblems(good(10), good(10))).toEqual([]);
    expect(passwordProblems(good(10), `${good(10)} `)).toEqual([PASSWORD_MESSAGES.mismatch]);
    expect(passwordProblems(good(10), '')).toEqual([PASSWORD_MESSAGES.mismatch]);
  });

  it('lists every problem in the order a form shows them, and the server answers the first', () => {
    expect(passwordProblems('abc', 'abd')).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.mismatch,
      PASSWORD_MESSAGES.noCapital,
      PASSWORD_MESSAGES.noSymbol,
    ]);
    expect(passwordProblems('x'.repeat(129))).toEqual([
      PASSWORD_MESSAGES.tooLong,
      PASSWORD_MESSAGES.noCapital,
      PASSWORD_MESSAGES.noSymbol,
    ]);
    expect(firstPasswordProblem('abc', 'abd')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(firstPasswordProblem('abcdefg!')).toBe(PASSWORD_MESSAGES.noCapital);
    expect(firstPasswordProblem(good(12))).toBeNull();
  });

  it('refuses common passwords whatever their case or surrounding spaces, last of all', () => {
    expect(isCommonPassword('Password@123')).toBe(true);
    expect(isCommonPassword('  P@ssw0rd  ')).toBe(true);
    expect(isCommonPassword('company@123')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Kola@Lagos2026')).toBe(false);
    expect(passwordProblems('Password@123')).toEqual([PASSWORD_MESSAGES.tooCommon]);
    expect(passwordProblems('password')).toEqual([
      PASSWORD_MESSAGES.noCapital,
      PASSWORD_MESSAGES.noSymbol,
      PASSWORD_MESSAGES.tooCommon,
    ]);
  });
});
