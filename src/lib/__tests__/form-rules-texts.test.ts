// The shared form rules' messages are marked for the catalogues in src/lib/form-rules.ts; they must stay the texts the
// rules really produce (the contract's), or the translation would never be found.
import { describe, expect, it } from 'vitest';
import { WEB_URL_MESSAGES } from '@contract/web-url';
import * as yup from 'yup';
import { SHARED_RULE_TEXTS, trimmedText } from '../form-rules';

describe('the shared rules’ texts in the catalogues', () => {
  it('are the contract’s web-address messages word for word', () => {
    for (const text of Object.values(WEB_URL_MESSAGES)) expect(SHARED_RULE_TEXTS).toContain(text);
  });
});

describe('a bounded text', () => {
  it('refuses one character too many with the shared message, which the catalogues translate', async () => {
    const error = await trimmedText(200)
      .validate('x'.repeat(201))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(yup.ValidationError);
    expect((error as yup.ValidationError).message).toBe('At most 200 characters.');
    expect(SHARED_RULE_TEXTS).toContain('At most {{max}} characters.');
    await expect(trimmedText(200).validate(`  ${'x'.repeat(200)}  `)).resolves.toBe('x'.repeat(200));
  });
});
