import { describe, expect, it } from 'vitest';
import { failureMessage } from '../failure-message';

const texts = { refused: 'Refused.', noResponse: 'No answer.' };

describe('failureMessage', () => {
  it('prefers the server message', () => {
    expect(
      failureMessage({ status: 400, data: { status: false, message: 'Nope' }, message: 'x' }, texts),
    ).toBe('Nope');
  });
  it('uses the refusal text for an answer without a message', () => {
    expect(failureMessage({ status: 400, data: { status: false }, message: 'x' }, texts)).toBe('Refused.');
  });
  it('uses the no-answer text for a network failure or an exception', () => {
    expect(failureMessage({ status: 'FETCH_ERROR', data: null, message: 'Network Error' }, texts)).toBe(
      'No answer.',
    );
    expect(failureMessage(new Error('boom'), texts)).toBe('No answer.');
  });
});
