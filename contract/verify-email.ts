// The answer to an account that has not verified its e-mail yet and tries to publish (issue 11, 7a): the server
// sends it with 403, the portal recognises it and leads to /otp. Shared, word for word, by both sides.
export const VERIFY_EMAIL_MESSAGE = 'Please verify your email to continue.';
