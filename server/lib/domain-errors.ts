// Errors a repository throws when the input breaks a rule only the database can check. Repositories never throw
// HTTP errors: plugins/errors.ts answers these 400 with their sentence.
export class InvalidInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidInputError';
  }
}
