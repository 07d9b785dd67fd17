// Errors a repository throws when the input breaks a rule only the database can check. Repositories never throw
// HTTP errors: plugins/errors.ts answers InvalidInputError 400 and NotFoundError 404, with their sentence.
export class InvalidInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

/** The item asked for does not exist (or no longer does). */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}
