// Field schemas of the sign-in and sign-up bodies (JSON Schema `as const`): the e-mail and a password.
// server/schemas/auth.ts re-exports them under their old names.

export const emailField = { type: 'string', format: 'email', minLength: 3, maxLength: 254 } as const;
export const passwordField = { type: 'string', minLength: 1, maxLength: 1024 } as const;
/** A mailed code (6 digits today; the schema allows a little more, the code check refuses the rest). */
export const otpField = { type: 'string', minLength: 1, maxLength: 12 } as const;
