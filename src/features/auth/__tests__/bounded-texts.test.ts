// The sign-up forms bound their texts with the shared rule (src/lib/form-rules.ts): its message is in the catalogues,
// where yup's default ('name must be at most 200 characters') would name the field in English.
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { creativeSignupSchema } from '../schemas/creative-signup';
import { partnerStepSchemas } from '../schemas/partner-signup';

describe('the sign-up forms’ bounded texts', () => {
  it('refuse one character too many with the shared message', async () => {
    const long = 'x'.repeat(2001);
    const errors: string[] = await partnerStepSchemas[0]
      .validate({ name: long, email: 'a@b.ng', industry: 'x' }, { abortEarly: false })
      .then(
        () => [],
        (caught: yup.ValidationError) => caught.errors,
      );
    expect(errors).toContain('At most 200 characters.');
    const creative: string = await creativeSignupSchema.validateAt('first_name', { first_name: long }).then(
      () => '',
      (caught: yup.ValidationError) => caught.message,
    );
    expect(creative).toBe('At most 100 characters.');
  });
});
