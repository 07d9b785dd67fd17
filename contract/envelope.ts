// Every /clap response body is an envelope: { status, message, data } and `meta` when a list was paged.
// Pure types: the server builds it and the portal and its mocks read it.
import type { PageMeta } from './paging';

export interface Envelope<T> {
  status: boolean;
  message: string;
  /** The message's stable code ('auth.invalid_otp'), set by the server on every answer (issue 17). */
  code?: string;
  data?: T;
  meta?: PageMeta;
}
