// Password rules shared by the portal (yup schemas) and the server: pure TypeScript, no imports.
// The spec's messages (section 5) are word for word; the length cap and the common-password list are ASVS level 2.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password should be at least 8 characters long.',
  mismatch: 'Passwords do not match.',
  noCapital: 'Password should contain at least one capital letter.',
  noSymbol: 'Password should contain at least one symbol.',
  tooLong: 'Password should be at most 128 characters long.',
  tooCommon: 'This password is too common. Please choose another.',
} as const;

/** Some of the most used passwords (lower-cased); compared case-insensitively. */
// Stryker disable StringLiteral: which passwords are on the list is data; that the list is applied is tested.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon', '123123',
  'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666', 'qwertyuiop',
  '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777', '121212', '000000',
  'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh', 'hunter', 'buster', 'soccer',
  'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000', 'charlie', 'robert', 'thomas', 'hockey',
  'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george', 'computer', 'michelle', 'jessica', 'pepper', '1111',
  'zxcvbn', '555555', '11111111', '131313', 'freedom', '777777', 'pass', 'maggie', '159753', 'aaaaaa', 'ginger',
  'princess', 'joshua', 'cheese', 'amanda', 'summer', 'love', 'ashley', 'nicole', 'chelsea', 'biteme', 'matthew',
  'access', 'yankees', '987654321', 'dallas', 'austin', 'thunder', 'taylor', 'matrix', 'mobilemail', 'mom',
  'monitor', 'monitoring', 'montana', 'moon', 'moscow', 'passw0rd', 'password1', 'password123', 'password12',
  'password1234', 'password!', 'password@123', 'welcome', 'welcome1', 'welcome123', 'admin', 'admin123', 'admin@123',
  'administrator', 'root', 'toor', 'login', 'abc12345', 'qwerty123', 'qwerty1', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e',
  '123abc', '123456a', 'a123456', '123456789a', 'iloveyou1', 'princess1', 'sunshine1', 'football1', 'baseball1',
  'monkey1', 'dragon1', 'letmein1', 'master1', 'shadow1', 'trustno11', 'qwe123', 'zaq12wsx', 'zaq1zaq1', 'q1w2e3r4',
  'q1w2e3r4t5', 'asdf1234', 'asdfghjkl', '1qazxsw2', 'google', 'secret', 'secret1', 'changeme', 'changeme1',
  'default', 'guest', 'test', 'test123', 'test1234', 'testing', 'hello', 'hello123', 'hello1', 'lovely', 'flower',
  'passport', 'samsung', 'apple123', 'nigeria', 'nigeria1', 'nigeria123', 'lagos', 'lagos123', 'abuja', 'abuja123',
  'jesus', 'jesus1', 'jesus123', 'god123', 'blessing', 'blessed', 'blessing1', 'naija', 'naija123', 'favour',
  'victory', 'chukwu', 'emmanuel', 'success', 'success1', 'p@ssw0rd', 'p@ssword1', 'p@ssword', 'p@ssword123',
  'passw0rd!', 'password1!', 'password@1', 'password123!', 'qwerty123!', 'qwerty@123', 'welcome@123', 'welcome1!',
  'abcd@1234', 'abc@1234', 'abc@123', 'test@123', 'test@1234', 'pass@123', 'pass@1234', 'aa123456!', 'aa@123456',
  'zaq1@wsx', 'qwerty1!', 'iloveyou1!', 'football1!', 'summer2024!', 'summer2025!', 'summer2026!', 'winter2025!',
  'spring2026!', 'nigeria@123', 'nigeria@1', 'lagos@123', 'abuja@123', 'jesus@123', 'blessing@1', 'success@123',
  'password2024!', 'password2025!', 'password2026!', 'qwertyuiop1!', '1qaz!qaz', '1qaz@wsx', 'changeme1!',
  'letmein1!', 'monkey123!', 'dragon123!', 'master123!', 'sunshine1!', 'princess1!', 'welcome2026!', 'admin2026!',
  'company@123',
]);
// Stryker restore StringLiteral

/** A capital letter: any upper-case letter (A-Z and accented capitals). */
const CAPITAL = /\p{Lu}/u;
/** A symbol: anything that is neither a letter, a digit nor white space. */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/**
 * Every problem with `password` (and with `confirm`, when given), in the order a form shows them.
 * An empty list means the password is acceptable.
 */
export function passwordProblems(password: string, confirm?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (confirm !== undefined && confirm !== password) problems.push(PASSWORD_MESSAGES.mismatch);
  if (!CAPITAL.test(password)) problems.push(PASSWORD_MESSAGES.noCapital);
  if (!SYMBOL.test(password)) problems.push(PASSWORD_MESSAGES.noSymbol);
  if (isCommonPassword(password)) problems.push(PASSWORD_MESSAGES.tooCommon);
  return problems;
}

/** The first problem, or null: what a server answers in one sentence. */
export function firstPasswordProblem(password: string, confirm?: string): string | null {
  return passwordProblems(password, confirm)[0] ?? null;
}
