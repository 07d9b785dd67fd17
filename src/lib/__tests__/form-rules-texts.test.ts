// The shared form rules' messages are marked for the catalogues in src/lib/form-rules.ts; they must stay the texts the
// rules really produce (the contract's), or the translation would never be found.
import { describe, expect, it } from 'vitest';
import { WEB_URL_MESSAGES } from '@contract/web-url';
import { SHARED_RULE_TEXTS } from '../form-rules';

describe('the shared rules’ texts in the catalogues', () => {
  it('are the contract’s web-address messages word for word', () => {
    for (const text of Object.values(WEB_URL_MESSAGES)) expect(SHARED_RULE_TEXTS).toContain(text);
  });
});
