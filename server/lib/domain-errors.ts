// Errors a repository throws when the input breaks a rule only the database can check. Repositories never throw
// HTTP errors: plugins/errors.ts answers these 400 with their sentence.
export class InvalidInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

// The item a flow acts on does not exist (any more): plugins/errors.ts answers 404 with its sentence. Services and
// repositories that other routes share throw this instead of an HTTP error.
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}
