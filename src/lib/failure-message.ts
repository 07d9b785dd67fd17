// Picks the text of a failed call (spec section 8): the server's message first, then one fallback for a refusal the
// server sent without a message, another for a call that got no answer at all (network failure or an exception).
import { getErrorMessage } from './api-session';

export interface FailureTexts {
  /** The server answered (status false, any HTTP error) but gave no message. */
  refused: string;
  /** No answer: network failure, timeout, or an exception before or after the call. */
  noResponse: string;
}

function answered(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  return typeof error.status === 'number';
}

export function failureMessage(error: unknown, texts: FailureTexts): string {
  return getErrorMessage(error, answered(error) ? texts.refused : texts.noResponse);
}
