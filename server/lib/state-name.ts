// A state field (a training's, an opportunity's): one of the 36 states and the FCT as contract/states.ts names them,
// read without case; blank or null means none, absent stays absent (an edit that does not send it keeps it).
import { STATES } from '../../contract/states';
import { TRAINING_MESSAGES } from '../../contract/training';
import { badRequest } from './http-errors';

const STATE_NAMES = STATES.map((s) => s.name);

export function stateName(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const name = STATE_NAMES.find((s) => s.toLowerCase() === value.trim().toLowerCase());
  if (!name) throw badRequest(TRAINING_MESSAGES.stateInvalid);
  return name;
}
