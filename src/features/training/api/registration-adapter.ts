// The readers of the registration answers (issue 33): raw items into the contract's types, tolerant of missing
// fields (a value the portal cannot read becomes the safest one: no seat, no link, not attended).
import type {
  CheckIn,
  MyTraining,
  OwnRegistration,
  Registrant,
  RegistrationStatus,
} from '@contract/training';
import { fieldsOf, numberOr, text, textOrNull } from '@/lib/adapt';

const status = (value: unknown): RegistrationStatus => (value === 'registered' ? 'registered' : 'waitlisted');

export function toOwnRegistration(raw: unknown): OwnRegistration {
  const f = fieldsOf(raw);
  return {
    status: status(f.status),
    code: text(f.code),
    created_at: text(f.created_at),
    attended_at: textOrNull(f.attended_at),
    join_link: textOrNull(f.join_link),
  };
}

export function toMyTraining(raw: unknown): MyTraining {
  const f = fieldsOf(raw);
  return {
    event_id: numberOr(f.event_id, 0),
    title: text(f.title),
    starts_at: text(f.starts_at),
    date: text(f.date),
    time: text(f.time),
    location: text(f.location),
    address: textOrNull(f.address),
    state: textOrNull(f.state),
    join_link: textOrNull(f.join_link),
    status: status(f.status),
    code: text(f.code),
    attended_at: textOrNull(f.attended_at),
  };
}

export function toRegistrant(raw: unknown): Registrant {
  const f = fieldsOf(raw);
  return {
    id: numberOr(f.id, 0),
    name: text(f.name),
    email: text(f.email),
    phone: textOrNull(f.phone),
    state: textOrNull(f.state),
    kind: text(f.kind),
    status: status(f.status),
    created_at: text(f.created_at),
    attended_at: textOrNull(f.attended_at),
  };
}

export function toCheckIn(raw: unknown): CheckIn {
  const f = fieldsOf(raw);
  return {
    id: numberOr(f.id, 0),
    name: text(f.name),
    status: status(f.status),
    attended_at: textOrNull(f.attended_at),
  };
}
