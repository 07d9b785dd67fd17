// The readers of the registration answers (issue 33): raw items into the contract's types, tolerant of missing
// fields (a value the portal cannot read becomes the safest one: no seat, no link, not attended).
import type {
  CheckIn,
  MyTraining,
  OwnRegistration,
  Registrant,
  RegistrationStatus,
} from '@contract/training';
import { numberOrZero, text, textOrNull } from '@/lib/adapt';
import { objectReader, sameReaders } from '@/lib/read-fields';

const status = (value: unknown): RegistrationStatus => (value === 'registered' ? 'registered' : 'waitlisted');
const texts = <K extends string>(...keys: K[]) => sameReaders(keys, text);
const textsOrNull = <K extends string>(...keys: K[]) => sameReaders(keys, textOrNull);

export const toOwnRegistration = objectReader<OwnRegistration>({
  status,
  ...texts('code', 'created_at'),
  ...textsOrNull('attended_at', 'join_link'),
});

export const toMyTraining = objectReader<MyTraining>({
  event_id: numberOrZero,
  ...texts('title', 'starts_at', 'date', 'time', 'location'),
  ...textsOrNull('address', 'state', 'join_link'),
  status,
  code: text,
  attended_at: textOrNull,
});

export const toRegistrant = objectReader<Registrant>({
  id: numberOrZero,
  ...texts('name', 'email'),
  ...textsOrNull('phone', 'state'),
  kind: text,
  status,
  created_at: text,
  attended_at: textOrNull,
});

export const toCheckIn = objectReader<CheckIn>({
  id: numberOrZero,
  name: text,
  status,
  attended_at: textOrNull,
});
